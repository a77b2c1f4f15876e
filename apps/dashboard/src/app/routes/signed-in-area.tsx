import { ProfileLoader } from '../../features/auth/components/profile-loader';
import { selectUser } from '../../lib/session/auth-slice';
import { AppShell } from '../shell/app-shell';
import { useAppSelector } from '../../lib/store/store-hooks';
import { ChangePasswordPage } from './lazy-pages';
import { PageBoundary } from './page-boundary';
import { PublicFrame } from './public-frame';

/**
 * `/app/*` once a session exists: a stored session without a user loads the profile first; a
 * user who must change their password does that first; then the shell with the page. Its own
 * chunk (app/routes/lazy-pages.ts), so the sign-in page's first load does not carry the shell.
 */
export function SignedInArea() {
  const user = useAppSelector(selectUser);
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
