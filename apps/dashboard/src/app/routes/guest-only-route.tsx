import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { selectSession } from '../../lib/session/auth-slice';
import { useAppSelector } from '../../lib/store/store-hooks';

/** The sign-in pages send a signed-in user to `/` (SPEC.md §2), which picks the landing page. */
export function GuestOnlyRoute({ children }: { children: ReactNode }) {
  const session = useAppSelector(selectSession);
  return session ? <Navigate to="/" replace /> : children;
}
