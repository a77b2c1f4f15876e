import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { opensMainPage } from '../boot/start-module';
import { appShown } from '../lib/first-view/first-view-handover';
import { routes } from './route-table';

const router = createBrowserRouter(routes);
// A light first view of /app/main (issue 15) leaves as soon as the app is elsewhere (a sign-in page, say).
router.subscribe((state) => {
  if (!opensMainPage(state.location.pathname)) appShown();
});

export function AppRouter() {
  return <RouterProvider router={router} />;
}
