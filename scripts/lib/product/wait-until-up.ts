import { waitForHttp } from '../network/wait-for-http';
import { type ProcessHandle } from '../processes/child-process';
import { lastLine } from '../processes/telling-line';
import { StartupError } from '../startup-error';
import { describeExit } from './exit-description';

/**
 * Wait until `url` answers 2xx; a StartupError naming `what` when its process exits first (with
 * its most telling output line) or when it does not answer within `timeoutMs`.
 */
export async function waitUntilUp(proc: ProcessHandle, url: string, timeoutMs: number, what: string): Promise<void> {
  const controller = new AbortController();
  void proc.exited.then(() => controller.abort(new Error('exited')));
  try {
    await waitForHttp(url, timeoutMs, { signal: controller.signal });
  } catch (err) {
    if (!proc.isRunning()) {
      const result = await proc.exited;
      throw new StartupError(`${what} exited during start (${describeExit(result)})${lastLine(proc) ? `: ${lastLine(proc)}` : ''}`);
    }
    const message = err instanceof Error ? err.message : String(err);
    throw new StartupError(`${what} did not answer ${url} within ${Math.round(timeoutMs / 1000)} s (${message.replace(/^.*\(last: (.*)\)$/, 'last: $1')})`);
  }
}
