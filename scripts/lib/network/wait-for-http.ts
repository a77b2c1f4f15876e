import { errorText } from '../error-text';
import { StartupError } from '../startup-error';

export interface WaitForHttpOptions {
  /** Stops the waiting at once (e.g. because the process that should answer has exited). */
  signal?: AbortSignal;
  intervalMs?: number;
}

/**
 * Poll `url` with GET until it answers 2xx. Rejects after `timeoutMs`, or as soon as `signal`
 * aborts (e.g. because the process that should answer has exited).
 */
export async function waitForHttp(url: string, timeoutMs = 60_000, { signal, intervalMs = 250 }: WaitForHttpOptions = {}): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    try {
      const timeout = AbortSignal.timeout(Math.max(1, Math.min(5_000, deadline - Date.now())));
      const res = await fetch(url, { signal: signal ? AbortSignal.any([timeout, signal]) : timeout });
      await res.arrayBuffer().catch(() => {});
      if (res.ok) return res.status;
      last = `HTTP ${res.status}`;
    } catch (err) {
      const cause = typeof err === 'object' && err !== null && 'cause' in err ? err.cause : undefined;
      last = errorText(cause ?? err);
    }
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, intervalMs);
      signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
    });
  }
  throw new StartupError(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}
