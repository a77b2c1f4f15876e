import type { ResultBody, SignInResult, SignedInUser, SuccessEnvelope } from '@voc/contracts';
import { readStoredLocale } from '../i18n/locale-storage';
import { startEarlyGet } from '../lib/store/early-responses';
import { PROFILE_ADDRESS } from '../lib/store/page-started-gets';
import type { EarlyKpiFigures } from './early-dashboard-requests';
import { preloadMainPageCode } from './main-page-code';
import { opensMainPage } from './start-module';

/**
 * GET /api/auth/profile's answer made from the user a sign-in answered with: the api maps both from
 * the same row with the same mapper (apps/api auth: toSignedInUser), moments apart.
 */
export function profileAnswerOf(user: SignedInUser): Response {
  const body: SuccessEnvelope<ResultBody<SignedInUser>> = { success: { result: user } };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** The KPI report calls' code (a small chunk the sign-in screen has preloaded). */
const loadReportCalls = () => import('./early-dashboard-requests');

/**
 * The sign-in's answer starts the landing page's calls at once (issue 32: sign-in to figures), as
 * the app's code is being run: the app's profile request takes the user the answer carries (no
 * round trip), and on /app/main the KPI dashboard's report calls go out now with that user, without
 * waiting for a profile call (src/boot/early-app-requests.ts does that for a stored session, which
 * has no user yet). The app's first requests of these addresses take the answers
 * (lib/store/early-responses.ts). Answers what the key figures will show, null off /app/main.
 */
export function startSignInAnswerRequests(result: SignInResult, pathname: string, load: typeof loadReportCalls = loadReportCalls): Promise<EarlyKpiFigures | null> | null {
  if (!pathname.startsWith('/app')) return null;
  const headers = { Authorization: `${result.token_type} ${result.token}`, 'Accept-Language': readStoredLocale() };
  void startEarlyGet(PROFILE_ADDRESS, headers, () => Promise.resolve(profileAnswerOf(result.user)));
  // A password set by someone else is changed first (the app asks before anything else).
  if (!opensMainPage(pathname) || result.user.must_change_password) return null;
  preloadMainPageCode();
  return load()
    .then((module) => module.startEarlyDashboardRequests(result.user, headers))
    .catch(() => {
      // Nothing started early: the dashboard asks for its reports itself.
      return null;
    });
}
