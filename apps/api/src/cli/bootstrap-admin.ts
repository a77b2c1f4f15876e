import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@voc/migrations';
import { url } from '@voc/config';
import { ensureFirstAdministrator } from '../auth/services/first-administrator';
import { PasswordHasher } from '../auth/services/password-hasher.service';
import { runCli } from './run-cli';

/**
 * Run before the api starts in a deployment (docker compose does): makes the first administrator
 * from ADMIN_EMAIL / ADMIN_INITIAL_PASSWORD when the database has none, otherwise does nothing.
 */
runCli('bootstrap-admin', async () => {
  const env = process.env;
  const db = new DataSource(dataSourceOptions(url(env, 'DATABASE_URL', ['postgres', 'postgresql']), 2));
  await db.initialize();
  try {
    const hasher = new PasswordHasher();
    const outcome = await ensureFirstAdministrator(db, { email: env.ADMIN_EMAIL, initialPassword: env.ADMIN_INITIAL_PASSWORD }, (plain) => hasher.hash(plain));
    process.stdout.write(
      outcome === 'created'
        ? `bootstrap-admin: administrator ${env.ADMIN_EMAIL?.trim().toLowerCase()} created; the password must be changed at first sign-in\n`
        : 'bootstrap-admin: an administrator exists, nothing to do\n',
    );
  } finally {
    await db.destroy();
  }
});
