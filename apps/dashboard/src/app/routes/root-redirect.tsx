import { Navigate } from 'react-router';
import { selectRememberedPath, selectSession } from '../../lib/session/auth-slice';
import { useAppSelector } from '../../lib/store/store-hooks';
import { SIGN_IN_PATH, landingPath } from './landing-path';

/** `/`: the sign-in page when signed out, else the remembered address or the dashboard. */
export function RootRedirect() {
  const session = useAppSelector(selectSession);
  const remembered = useAppSelector(selectRememberedPath);
  return <Navigate to={session ? landingPath(remembered) : SIGN_IN_PATH} replace />;
}
