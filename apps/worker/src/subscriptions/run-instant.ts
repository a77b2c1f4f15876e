/**
 * The instant a subscriptions job runs for: its `at` when given (an e2e test moving the clock past a
 * month's close), else now. A bad `at` fails the job rather than running it for an unknown time.
 */
export function runInstant(given: unknown, now: () => Date = () => new Date()): Date {
  if (given === undefined) return now();
  const at = typeof given === 'string' ? new Date(given) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw new Error(`subscription job: "at" is not an instant: ${String(given)}`);
  return at;
}
