import { ChangePasswordPage } from '../../features/auth/components/change-password-page';
import { ProfileLoader } from '../../features/auth/components/profile-loader';
import { selectSession, selectUser } from '../../lib/session/auth-slice';
import { AppShell } from '../shell/app-shell';
import { useAppSelector } from '../../lib/store/store-hooks';
import { PublicFrame } from './public-frame';
import { RedirectToSignIn } from './redirect-to-sign-in';

/**
 * `/app/*`: signed-out visitors go to the sign-in page (the address remembered); a stored
 * session without a user loads the profile first; a user who must change their password does
 * that first; then the shell with the page.
 */
export function ProtectedArea() {
  const session = useAppSelector(selectSession);
  const user = useAppSelector(selectUser);
  if (!session) return <RedirectToSignIn />;
  if (!user) return <ProfileLoader />;
  // A password someone else set (a deployment's first administrator) is replaced before anything else.
  if (user.must_change_password) {
    return (
      <PublicFrame>
        <ChangePasswordPage />
      </PublicFrame>
    );
  }
  return <AppShell user={user} />;
}
