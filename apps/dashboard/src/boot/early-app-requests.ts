import type { SignedInUser, SuccessEnvelope, ResultBody } from '@voc/contracts';
import { HOME_PATH } from '../app/routes/landing-path';
import { readStoredLocale } from '../i18n/locale-storage';
import type { Session } from '../lib/session/session-storage';
import { startEarlyGet } from '../lib/store/early-responses';
import { preloadMainPageCode } from './main-page-code';

/** Whether `pathname` opens the KPI dashboard (/app redirects to it). */
const opensDashboard = (pathname: string) => pathname === HOME_PATH || pathname === '/app' || pathname === '/app/';

/**
 * A signed-in fresh load of the app (issue 15): the profile call goes out with the stored session
 * before any of the app's code is in; on /app/main the page's code is asked for at once, and once
 * the profile answers the KPI dashboard's report calls go out (their code, a small chunk, is
 * fetched meanwhile). The app's first requests of
 * these addresses take the answers (lib/store/early-responses.ts).
 */
export function startEarlyAppRequests(session: Session, pathname: string): void {
  if (!pathname.startsWith('/app')) return;
  const headers = { Authorization: `${session.token_type} ${session.token}`, 'Accept-Language': readStoredLocale() };
  const profile = startEarlyGet('/api/auth/profile', headers);
  profile.catch(() => {
    // A failed early call is not handed over: the app's own call shows the failure.
  });
  if (!opensDashboard(pathname)) return;
  const user = profile.then(async (response) => (response.ok ? ((await response.clone().json()) as SuccessEnvelope<ResultBody<SignedInUser>>).success.result : null));
  // The report calls' small chunk is asked for before the page's code, which queues behind it.
  const reportCalls = import('./early-dashboard-requests');
  preloadMainPageCode();
  Promise.all([reportCalls, user])
    .then(([module, signedIn]) => signedIn && module.startEarlyDashboardRequests(signedIn, headers))
    .catch(() => {
      // Nothing started early: the dashboard asks for its reports itself.
    });
}
