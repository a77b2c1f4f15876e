import { MENU_ENTRIES, TICKET_TYPES } from '@voc/domain';
import { Navigate, type RouteObject } from 'react-router';
import { HOME_PATH } from './routes/landing-path';
import { MenuRoute } from './routes/menu-route';
import { AppNotFound, NotFoundRoute } from './routes/not-found-route';
import { ProtectedArea } from './routes/protected-area';
import { RootRedirect } from './routes/root-redirect';
import { TicketDetailRoute } from './routes/ticket-detail-route';
import { HotsheetImportRoute } from './routes/hotsheet-import-route';
import { MASTER_DATA_ROUTES } from './routes/master-data-routes';
import { SignInFrame } from './routes/sign-in-frame';
import { PdcaPlanRoute } from './routes/pdca-plan-route';
import { FigureTicketsRoute } from './routes/figure-tickets-route';
import { DealerSignInPage, NotificationSettingsPage, StaffSignInPage } from './routes/lazy-pages';

const APP_PREFIX = '/app/';

/** A ticket's page sits under its list: /app/ticket/{survey|callcenter|hotsheet}/{showroom|service}/{id}. */
const TICKET_DETAIL_ROUTES: RouteObject[] = (['survey', 'callcenter', 'hotsheet'] as const).flatMap((source) =>
  TICKET_TYPES.map((type) => ({ path: `ticket/${source}/${type}/:ticketId`, element: <TicketDetailRoute source={source} type={type} /> })),
);

/** The hotsheet import sits under the call-centre list of its type: /app/ticket/callcenter/{type}/hotsheet. */
const HOTSHEET_IMPORT_ROUTES: RouteObject[] = TICKET_TYPES.map((type) => ({ path: `ticket/callcenter/${type}/hotsheet`, element: <HotsheetImportRoute type={type} /> }));

/**
 * Routes (SPEC.md §2). Inside /app every side-menu entry gets its route, and each ticket list its
 * tickets' pages; any other address, in /app or anywhere, is the not-found page.
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
      ...TICKET_DETAIL_ROUTES,
      ...HOTSHEET_IMPORT_ROUTES,
      ...MASTER_DATA_ROUTES,
      { path: 'pdca/plan', element: <PdcaPlanRoute /> },
      { path: 'main/tickets', element: <FigureTicketsRoute /> },
      { path: 'notifications', element: <NotificationSettingsPage /> },
      { path: '*', element: <AppNotFound /> },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];
