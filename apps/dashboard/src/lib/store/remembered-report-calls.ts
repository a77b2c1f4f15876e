/**
 * The KPI dashboard's report calls of the last signed-in start, kept in localStorage for
 * index.html's inline start script (first-view-preload/page-start-script.ts, issue 15): on the next
 * fresh load of /app/main it sends them with the profile call, before the bootstrap's code has come,
 * instead of a round trip after the profile's answer. The bootstrap works the addresses out anew
 * from the profile and takes only the calls whose address is the same (lib/store/page-started-gets.ts);
 * a call the user's scope, the month or the filters have changed since is not taken (sent for
 * nothing: the bootstrap sends the right one itself).
 */

export const REMEMBERED_REPORT_CALLS_KEY = 'voc.report-calls';

/** The inline script sends at most this many (the KPI dashboard makes up to six). */
export const REMEMBERED_REPORT_CALLS_MAX = 8;

/** Keeps the addresses (in the order they go out: the freshness first) for the next start. */
export function rememberReportCalls(addresses: readonly string[]): void {
  try {
    globalThis.localStorage?.setItem(REMEMBERED_REPORT_CALLS_KEY, JSON.stringify(addresses.slice(0, REMEMBERED_REPORT_CALLS_MAX)));
  } catch {
    // Storage full or refused: the next start asks for them after the profile, as without.
  }
}

/** Forgets them (with the session: the next user's scope is another). */
export function forgetReportCalls(): void {
  try {
    globalThis.localStorage?.removeItem(REMEMBERED_REPORT_CALLS_KEY);
  } catch {
    // Nothing kept, or storage refused: nothing to forget.
  }
}
