import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathRemembered, selectSignInPath } from '../../lib/session/auth-slice';
import { useAppDispatch, useAppSelector } from '../../lib/store/store-hooks';

/** A signed-out visit to /app/...: remember the address, then go to the sign-in page. */
export function RedirectToSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // A staff user whose session ended by itself signs in again on the staff page.
  const signInPath = useAppSelector(selectSignInPath);
  // Once per visit, also under StrictMode's second effect run.
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    dispatch(pathRemembered(`${pathname}${search}`));
    void navigate(signInPath, { replace: true });
  }, [dispatch, navigate, pathname, search, signInPath]);

  return null;
}
