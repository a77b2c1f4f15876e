import { Outlet } from 'react-router';
import { GuestOnlyRoute } from './guest-only-route';
import { PageBoundary } from './page-boundary';
import { PublicFrame } from './public-frame';

/** `/signin` and `/signin/admin`, for signed-out users only. */
export function SignInFrame() {
  return (
    <GuestOnlyRoute>
      <PublicFrame>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </PublicFrame>
    </GuestOnlyRoute>
  );
}
