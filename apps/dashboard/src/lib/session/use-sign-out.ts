import { useCallback } from 'react';
import { api } from '../store/api';
import { useAppDispatch } from '../store/store-hooks';
import { signedOut } from './auth-slice';

/** Signs out: drops the session (and its stored copy) and every cached answer. */
export function useSignOut(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch]);
}
