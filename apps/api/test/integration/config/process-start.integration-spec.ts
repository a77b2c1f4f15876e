import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { integrationEnv } from '@voc/testing';

const repo = join(__dirname, '../../../../..');
const apiMain = join(repo, 'apps/api/dist/main.js');
const workerMain = join(repo, 'apps/worker/dist/main.js');

function start(main: string, env: Record<string, string>) {
  if (!existsSync(main)) throw new Error(`${main} is missing: run "npm run build" before the integration tests`);
  return spawnSync(process.execPath, [main], { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', timeout: 20000 });
}

describe('a process started with bad configuration', () => {
  const { databaseUrl, redisUrl } = integrationEnv();
  const good = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, JWT_SECRET: 'p'.repeat(40), PORT: '39999' };

  it.each([
    ['api', apiMain, { ...good, JWT_SECRET: '' }, 'Configuration error: JWT_SECRET is required but not set'],
    ['api', apiMain, { ...good, DATABASE_URL: 'not a url' }, 'Configuration error: DATABASE_URL is not a valid URL (expected postgres or postgresql://...)'],
    ['worker', workerMain, { ...good, REDIS_URL: '' }, 'Configuration error: REDIS_URL is required but not set'],
    ['worker', workerMain, { ...good, HEARTBEAT_EVERY_SECONDS: '0' }, 'Configuration error: HEARTBEAT_EVERY_SECONDS must be between 1 and 3600, got 0'],
  ])('%s stops with exit code 1 and one line naming the variable', (_name, main, env, line) => {
    const result = start(main, env);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`${line}\n`);
  });
});
