import { MENU_ENTRIES } from '@voc/domain';
import { Navigate, type RouteObject } from 'react-router';
import { DealerSignInPage } from '../features/auth/components/dealer-sign-in-page';
import { StaffSignInPage } from '../features/auth/components/staff-sign-in-page';
import { HOME_PATH } from './routes/landing-path';
import { MenuRoute } from './routes/menu-route';
import { AppNotFound, NotFoundRoute } from './routes/not-found-route';
import { ProtectedArea } from './routes/protected-area';
import { RootRedirect } from './routes/root-redirect';
import { SignInFrame } from './routes/sign-in-frame';

const APP_PREFIX = '/app/';

/**
 * Routes (SPEC.md §2). Inside /app every side-menu entry gets its route; any other address, in
 * /app or anywhere, is the not-found page.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    path: '/signin',
    element: <SignInFrame />,
    children: [
      { index: true, element: <DealerSignInPage /> },
      { path: 'admin', element: <StaffSignInPage /> },
    ],
  },
  {
    path: '/app',
    element: <ProtectedArea />,
    children: [
      { index: true, element: <Navigate to={HOME_PATH} replace /> },
      ...MENU_ENTRIES.map((entry) => ({ path: entry.path.slice(APP_PREFIX.length), element: <MenuRoute entry={entry} /> })),
      { path: '*', element: <AppNotFound /> },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];
