import { errorText } from '../error-text';
import { type ProcessExit } from '../processes/child-process';
import { sleep } from '../sleep';
import { StartupError } from '../startup-error';
import { pgConnect } from './postgres-client';

/**
 * Wait until the server of `url` accepts connections. Answers 'exited' as soon as `exited`
 * resolves (the server process ended), throws a StartupError after `timeoutMs`.
 */
export async function waitForPostgres(url: string, { timeoutMs, exited }: { timeoutMs: number; exited?: Promise<ProcessExit> }): Promise<'exited' | undefined> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  let ended = false;
  void exited?.then(() => (ended = true));
  while (Date.now() < deadline && !ended) {
    try {
      const c = await pgConnect(url, 'postgres');
      await c.end().catch(() => {});
      return undefined;
    } catch (err) {
      last = errorText(err);
    }
    await sleep(100);
  }
  if (ended) return 'exited';
  throw new StartupError(`the embedded PostgreSQL did not accept connections within ${Math.round(timeoutMs / 1000)} s (${last})`);
}
