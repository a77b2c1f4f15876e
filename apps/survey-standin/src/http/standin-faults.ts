/**
 * Failures the stand-in can be told to produce for the next `count` survey requests, so tests can
 * see the client and the sync cope: a 500, a 429 with Retry-After, an answer that never comes,
 * broken JSON, the previous page served again (at-least-once), an item of an unknown dealer, an
 * item that breaks the contract (the page's first: an outcome or an NPS out of range) and a case
 * not yet sent whose outcome comes as null (seen from the real service).
 */
export const STANDIN_FAULT_MODES = ['none', 'status500', 'status429', 'hang', 'malformed_json', 'repeat_page', 'unknown_dealer', 'broken_item', 'null_outcome'] as const;
export type StandinFaultMode = (typeof STANDIN_FAULT_MODES)[number];

export interface StandinFaults {
  mode: StandinFaultMode;
  /** How many of the next survey requests fail this way (default 1). */
  count?: number;
  /** Retry-After of status429, in seconds (default 1). */
  retryAfterSeconds?: number;
}

/** The dealer code an `unknown_dealer` fault puts on the page's first item. */
export const UNKNOWN_DEALER_CODE = 'X9999';

export class FaultSchedule {
  private current: Required<StandinFaults> = { mode: 'none', count: 0, retryAfterSeconds: 1 };

  set(faults: StandinFaults): void {
    this.current = { mode: faults.mode, count: faults.mode === 'none' ? 0 : (faults.count ?? 1), retryAfterSeconds: faults.retryAfterSeconds ?? 1 };
  }

  /** The fault for the request being answered, counting it down. */
  take(): Required<StandinFaults> | undefined {
    if (this.current.mode === 'none' || this.current.count <= 0) return undefined;
    this.current = { ...this.current, count: this.current.count - 1 };
    return this.current;
  }
}

/** The body of `POST /__standin/faults`, or the reason it is refused. */
export function readFaults(body: unknown): StandinFaults | { problem: string } {
  if (typeof body !== 'object' || body === null) return { problem: 'the body must be a JSON object' };
  const { mode, count, retry_after_seconds: retryAfter } = body as Record<string, unknown>;
  if (!STANDIN_FAULT_MODES.includes(mode as StandinFaultMode)) return { problem: `mode must be one of ${STANDIN_FAULT_MODES.join(', ')}` };
  if (count !== undefined && (typeof count !== 'number' || !Number.isInteger(count) || count < 0)) return { problem: 'count must be a whole number >= 0' };
  if (retryAfter !== undefined && (typeof retryAfter !== 'number' || !Number.isInteger(retryAfter) || retryAfter < 0)) {
    return { problem: 'retry_after_seconds must be a whole number >= 0' };
  }
  return { mode: mode as StandinFaultMode, count: count as number | undefined, retryAfterSeconds: retryAfter as number | undefined };
}
