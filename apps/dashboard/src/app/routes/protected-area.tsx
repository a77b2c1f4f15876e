import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { authApi } from '../../lib/session/auth-api';
import { selectSession, selectUser } from '../../lib/session/auth-slice';
import { useAppSelector } from '../../lib/store/store-hooks';
import { HOME_PATH } from './landing-path';
import { SignedInArea, preloadMainPage } from './lazy-pages';
import { PageBoundary } from './page-boundary';
import { RedirectToSignIn } from './redirect-to-sign-in';

/**
 * `/app/*`: signed-out visitors go to the sign-in page (the address remembered); with a session
 * the signed-in area (profile, password change, shell), whose code is a chunk of its own. A stored
 * session's profile call starts here, with the code of the area (and on /app/main of the dashboard
 * and its charts), instead of after it (main.tsx sends it even before the first render).
 */
export function ProtectedArea() {
  const session = useAppSelector(selectSession);
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  const opensHome = pathname === HOME_PATH || pathname === '/app' || pathname === '/app/';

  // The profile call of a stored session: made here, before the signed-in area's code is in (its
  // ProfileLoader reads this call's state).
  authApi.useGetProfileQuery(undefined, { skip: !session || user !== null });

  useEffect(() => {
    if (!session || !opensHome) return undefined;
    // After the profile request is sent: over HTTP/1.1's six connections it must not queue behind the code.
    const timer = setTimeout(preloadMainPage, 0);
    return () => clearTimeout(timer);
  }, [session, opensHome]);

  if (!session) return <RedirectToSignIn />;
  return (
    <PageBoundary>
      <SignedInArea />
    </PageBoundary>
  );
}
