import type { SignedInUser } from '@voc/contracts';
import { useAppSelector } from '../store/store-hooks';
import { selectUser } from './auth-slice';

/** The signed-in user, for components that only render inside the protected area. */
export function useSignedInUser(): SignedInUser {
  const user = useAppSelector(selectUser);
  if (!user) throw new Error('useSignedInUser used outside the protected area');
  return user;
}
