import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathRemembered } from '../../features/auth/stores/auth-slice';
import { useAppDispatch } from '../store-hooks';
import { SIGN_IN_PATH } from './landing-path';

/** A signed-out visit to /app/...: remember the address, then go to the sign-in page. */
export function RedirectToSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Once per visit, also under StrictMode's second effect run.
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    dispatch(pathRemembered(`${pathname}${search}`));
    void navigate(SIGN_IN_PATH, { replace: true });
  }, [dispatch, navigate, pathname, search]);

  return null;
}
