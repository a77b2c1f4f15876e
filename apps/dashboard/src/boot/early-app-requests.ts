import type { SignedInUser, SuccessEnvelope, ResultBody } from '@voc/contracts';
import { readStoredLocale } from '../i18n/locale-storage';
import type { Session } from '../lib/session/session-storage';
import { startEarlyGet } from '../lib/store/early-responses';
import { PROFILE_ADDRESS } from '../lib/store/page-started-gets';
import type { EarlyKpiFigures } from './early-dashboard-requests';
import { preloadMainPageCode } from './main-page-code';
import { opensMainPage } from './start-module';

/** What the early calls of /app/main bring: the signed-in user, and what the KPI dashboard's key figures show (each null when there is none). */
export interface EarlyMainPageCalls {
  readonly user: Promise<SignedInUser | null>;
  readonly figures: Promise<EarlyKpiFigures | null>;
}

/**
 * A signed-in fresh load of the app (issue 15): the profile call goes out with the stored session
 * before any of the app's code is in; on /app/main, once the profile answers, the KPI dashboard's
 * report calls go out (their code, a small chunk, is fetched meanwhile), and the page's code is
 * asked for at once unless `preloadPageCode` is false (the light first view asks for it once its
 * own code is in). The app's first requests of these addresses take the answers
 * (lib/store/early-responses.ts). Answers, on /app/main, what the light first view shows.
 */
export function startEarlyAppRequests(session: Session, pathname: string, { preloadPageCode = true } = {}): EarlyMainPageCalls | null {
  if (!pathname.startsWith('/app')) return null;
  const headers = { Authorization: `${session.token_type} ${session.token}`, 'Accept-Language': readStoredLocale() };
  const profile = startEarlyGet(PROFILE_ADDRESS, headers);
  profile.catch(() => {
    // A failed early call is not handed over: the app's own call shows the failure.
  });
  if (!opensMainPage(pathname)) return null;
  const user = profile
    .then(async (response) => (response.ok ? ((await response.clone().json()) as SuccessEnvelope<ResultBody<SignedInUser>>).success.result : null))
    .catch(() => null);
  // The report calls' small chunk is asked for before the page's code, which queues behind it.
  const reportCalls = import('./early-dashboard-requests');
  if (preloadPageCode) preloadMainPageCode();
  const figures = Promise.all([reportCalls, user])
    .then(([module, signedIn]) => (signedIn ? module.startEarlyDashboardRequests(signedIn, headers) : null))
    .catch(() => {
      // Nothing started early: the dashboard asks for its reports itself.
      return null;
    });
  return { user, figures };
}

/** The light first view's code waits at most this long for the report calls to go out (whenReportCallsSent). */
export const FIRST_VIEW_WAITS_FOR_CALLS_AT_MOST_MS = 1_500;

/**
 * Settles once the KPI report calls have gone out (or none will: no KPI dashboard, the profile
 * failed), at the latest after `atMostMs`. The first view's code is imported only then: with its
 * chunks preloaded by index.html (first-view-preload/) they arrive with the profile's answer, and
 * running them (React, at 4× CPU over a second) held the main thread while the answer waited to
 * start the report calls (traced: calls out at 4.3 s, the profile in at 2.4 s).
 */
export function whenReportCallsSent(calls: EarlyMainPageCalls | null, atMostMs = FIRST_VIEW_WAITS_FOR_CALLS_AT_MOST_MS): Promise<void> {
  if (!calls) return Promise.resolve();
  return new Promise((resolve) => {
    const latest = setTimeout(resolve, atMostMs);
    void calls.figures.then(() => {
      clearTimeout(latest);
      resolve();
    });
  });
}
