/**
 * How long to wait before the next attempt: exponential backoff with jitter (half fixed, half
 * random, so a fleet of workers does not retry in step), or the server's `Retry-After` when it
 * sent one, capped so a wild value cannot park a sync for hours.
 */
export function backoffDelayMs(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random());
}

/** `Retry-After` as seconds or an HTTP date, in ms from `nowMs`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}
