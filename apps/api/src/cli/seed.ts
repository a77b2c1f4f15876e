import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ConfigError, integer, url } from '@voc/config';
import { dataSourceOptions } from '@voc/migrations';
import { PasswordHasher } from '../auth/services/password-hasher.service';
import { DEFAULT_DEMO_SIZE, seedDemoData } from '../demo-data/seed-demo-data';
import { seedDemoTickets } from '../demo-data/seed-demo-tickets';
import { readSurveyServiceConfig, SurveyServiceClient } from '@voc/survey-service-client';
import { runCli } from './run-cli';

/**
 * Inserts the demo network (`npm run seed`, or SEED_DEMO=1 node apps/api/dist/cli/seed.js). SEED_DEALERS, SEED_STAFF_PER_DEALER and SEED_TICKETS
 * change its size; running it again adds nothing that is already there. With SURVEY_SERVICE_URL set, the survey
 * tickets are raised from the service's low scores as they arrived over the 18 months (demo-survey-tickets.ts).
 */
runCli('seed', async () => {
  const env = process.env;
  // Demo accounts have known passwords: they are loaded only where someone asked for them.
  if (env.SEED_DEMO !== '1') throw new ConfigError('SEED_DEMO', 'is not 1: demo data (accounts with known passwords) is loaded only when asked for');
  // Demo data is re-creatable: commits need not wait for the disk.
  const db = new DataSource(dataSourceOptions(url(env, 'DATABASE_URL', ['postgres', 'postgresql']), 10, '-c synchronous_commit=off'));
  await db.initialize();
  try {
    const size = {
      dealers: integer(env, 'SEED_DEALERS', DEFAULT_DEMO_SIZE.dealers, 3, 100000),
      staffPerDealer: integer(env, 'SEED_STAFF_PER_DEALER', DEFAULT_DEMO_SIZE.staffPerDealer, 0, 1000),
    };
    const hasher = new PasswordHasher();
    const summary = await seedDemoData(db, size, (plain) => hasher.hash(plain));
    process.stdout.write(`seed: ${summary.dealers} dealers, ${summary.users} users in the database\n`);
    const started = Date.now();
    // The survey tickets come from the survey service's low scores when one is configured (npm start's stand-in).
    const surveyService = readSurveyServiceConfig(env);
    const tickets = await seedDemoTickets(db, integer(env, 'SEED_TICKETS', 2500, 0, 10_000_000), new Date(), 8, surveyService ? new SurveyServiceClient(surveyService) : null);
    if (tickets) process.stdout.write(`seed: ${tickets} tickets with their events in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  } finally {
    await db.destroy();
  }
});
