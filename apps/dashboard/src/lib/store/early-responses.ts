/**
 * GET calls a page starts before its code is in (issue 15: main.tsx asks for the profile and the
 * KPI dashboard's reports with the stored session while the app's chunks are still on their way),
 * handed once to the first request of the app for the same address and session. Nothing else
 * about the request changes: RTK Query caches, subscribes and refetches as it would have; only
 * its first answer comes sooner. A later request (a refetch) always goes out itself.
 */

import { takePageStartedGet } from './page-started-gets';

/** An early answer older than this is not handed over (the request goes out anew). */
export const EARLY_RESPONSE_MAX_AGE_MS = 20_000;

interface EarlyResponse {
  readonly authorization: string;
  readonly response: Promise<Response>;
  readonly startedAt: number;
}

const waiting = new Map<string, EarlyResponse>();

/** The address's path and its parameters in one order, so the same call always has the same key. */
export function requestKey(url: string, base: string): string {
  const address = new URL(url, base);
  const params = [...address.searchParams.entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return `${address.pathname}?${new URLSearchParams(params).toString()}`;
}

/** Starts a GET of `url` now and keeps its answer for the app's first request of it. */
export function startEarlyGet(url: string, headers: Readonly<Record<string, string>>, fetchFn: typeof fetch = fetch, now: () => number = Date.now): Promise<Response> {
  // The page's inline start script may have sent it already (page-started-gets.ts); else now, at
  // high priority: on HTTP/1.1's six connections the page's code must not get them first.
  const response = takePageStartedGet(url, headers) ?? fetchFn(url, { headers: { ...headers }, priority: 'high' });
  // A failed early call is not handed over: the app's own request goes out and shows the failure.
  const kept = response.catch(() => null);
  const entry: EarlyResponse = { authorization: headers.Authorization ?? '', response, startedAt: now() };
  const key = requestKey(url, globalThis.location?.href ?? 'http://localhost/');
  waiting.set(key, entry);
  void kept.then((answer) => {
    if (!answer && waiting.get(key) === entry) waiting.delete(key);
  });
  return response;
}

/**
 * The early answer for `request`, taken (a second request of the same address gets none), when
 * one was started for the same address and Authorization within EARLY_RESPONSE_MAX_AGE_MS.
 */
export function takeEarlyResponse(request: Request, now: () => number = Date.now): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const key = requestKey(request.url, request.url);
  const entry = waiting.get(key);
  if (!entry) return undefined;
  waiting.delete(key);
  if (now() - entry.startedAt > EARLY_RESPONSE_MAX_AGE_MS) return undefined;
  if ((request.headers.get('Authorization') ?? '') !== entry.authorization) return undefined;
  return entry.response;
}

/** Forgets every early answer not taken (tests). */
export function clearEarlyResponses(): void {
  waiting.clear();
}
