import { useEffect } from 'react';
import { ProfileLoader } from '../../features/auth/components/profile-loader';
import { selectUser } from '../../lib/session/auth-slice';
import { AppShell } from '../shell/app-shell';
import { useAppSelector } from '../../lib/store/store-hooks';
import { ChangePasswordPage } from './lazy-pages';
import { PageBoundary } from './page-boundary';
import { PublicFrame } from './public-frame';
import { appShown } from '../../lib/first-view/first-view-handover';

/**
 * `/app/*` once a session exists: a stored session without a user loads the profile first; a
 * user who must change their password does that first; then the shell with the page. Its own
 * chunk (app/routes/lazy-pages.ts), so the sign-in page's first load does not carry the shell.
 */
export function SignedInArea() {
  const user = useAppSelector(selectUser);
  const mustChangePassword = user?.must_change_password === true;
  useEffect(() => {
    // A light first view of /app/main in front (issue 15) gives way to the password change.
    if (mustChangePassword) appShown();
  }, [mustChangePassword]);
  if (!user) return <ProfileLoader />;
  // A password someone else set (a deployment's first administrator) is replaced before anything else.
  if (user.must_change_password) {
    return (
      <PublicFrame>
        <PageBoundary>
          <ChangePasswordPage />
        </PageBoundary>
      </PublicFrame>
    );
  }
  return <AppShell user={user} />;
}
