/**
 * What a spec file reads of the product it runs against, and how the global setup names each
 * worker's copy of it: E2E_BASE_URL_2 is the dashboard of jest worker 2 (JEST_WORKER_ID, 1-based;
 * 1 when jest runs in band).
 */
export const WORKER_ENV = {
  /** The dashboard's address. */
  E2E_BASE_URL: 'E2E_BASE_URL',
  /** The api's origin (the gateway smoke puts nginx in front of it). */
  E2E_API_ORIGIN: 'E2E_API_ORIGIN',
  /** The product's database (specs that arrange a state no screen makes). */
  E2E_DATABASE_URL: 'E2E_DATABASE_URL',
  /** The worker's chromium (playwright's browser server), which every spec file of the worker connects to. */
  E2E_BROWSER_ENDPOINT: 'E2E_BROWSER_ENDPOINT',
  /** The Redis the product's worker reads its queues from, and the product's key prefix (the monthly brief mail spec moves the worker's clock through its queue). */
  E2E_REDIS_URL: 'E2E_REDIS_URL',
  E2E_REDIS_PREFIX: 'E2E_REDIS_PREFIX',
  /** The SMTP sink's inbox of the product's mails. */
  E2E_MAIL_INBOX_URL: 'E2E_MAIL_INBOX_URL',
} as const;

type WorkerEnvName = keyof typeof WORKER_ENV;

/** The names under which the global setup leaves worker `worker`'s addresses. */
export function workerEnvName(worker: number): Record<WorkerEnvName, string> {
  return Object.fromEntries(Object.keys(WORKER_ENV).map((name) => [name, `${name}_${worker}`])) as Record<WorkerEnvName, string>;
}

/**
 * Run in each spec file's environment before the spec (jest setupFiles): the file's own worker's
 * addresses become E2E_BASE_URL, E2E_API_ORIGIN, E2E_DATABASE_URL, E2E_BROWSER_ENDPOINT and the
 * Redis and mail inbox addresses.
 */
export function useOwnWorkerProduct(env: NodeJS.ProcessEnv = process.env): void {
  const names = workerEnvName(Number(env.JEST_WORKER_ID ?? '1'));
  for (const name of Object.keys(WORKER_ENV) as WorkerEnvName[]) {
    const own = env[names[name]];
    if (own) env[name] = own;
  }
}
