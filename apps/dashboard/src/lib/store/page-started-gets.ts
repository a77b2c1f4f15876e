/**
 * GET calls the page's inline start script (index.html, first-view-preload/page-start-script.ts)
 * sent while the HTML was still being read, before the bootstrap's code had arrived (issue 15: on
 * a slow line that is a round trip sooner). The bootstrap's early calls take them instead of
 * sending the same request again (lib/store/early-responses.ts).
 */

/** The global the inline script leaves its calls in (kept apart from the app's own names). */
export const PAGE_STARTED_GETS_GLOBAL = '__vocPageStartedGets';

/** The profile call, the first of a signed-in start (src/boot/early-app-requests.ts), the one the inline script sends. */
export const PROFILE_ADDRESS = '/api/auth/profile';

/** One call the inline script sent: its address, the headers it sent, and its answer. */
export interface PageStartedGet {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly response: Promise<Response>;
}

function sameHeaders(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && a[key] === b[key]);
}

function isPageStartedGet(value: unknown): value is PageStartedGet {
  if (typeof value !== 'object' || value === null) return false;
  const { url, headers, response } = value as Partial<PageStartedGet>;
  return typeof url === 'string' && typeof headers === 'object' && headers !== null && response instanceof Promise;
}

/**
 * The answer of the inline script's call of `url` with exactly these headers, taken (asked for
 * twice, the second gets none); undefined when the script sent no such call (another session or
 * language than the bootstrap reads, or no script: the dev server, a test).
 */
export function takePageStartedGet(url: string, headers: Readonly<Record<string, string>>, scope: object = globalThis): Promise<Response> | undefined {
  const calls: unknown = (scope as Record<string, unknown>)[PAGE_STARTED_GETS_GLOBAL];
  if (!Array.isArray(calls)) return undefined;
  const index = calls.findIndex((call) => isPageStartedGet(call) && call.url === url && sameHeaders(call.headers, headers));
  if (index < 0) return undefined;
  const [call] = calls.splice(index, 1) as PageStartedGet[];
  return call?.response;
}
