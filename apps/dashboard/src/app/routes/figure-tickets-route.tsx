import { canOpenPath } from '@voc/domain';
import { useLocation } from 'react-router';
import { useSignedInUser } from '../../lib/session/use-signed-in-user';
import { AppNotFound } from './not-found-route';
import { FigureTicketsPage } from './lazy-pages';

/** `/app/main/tickets?figure=…`: the tickets behind a dashboard tile, for whoever may open the dashboard. */
export function FigureTicketsRoute() {
  const user = useSignedInUser();
  const { pathname } = useLocation();
  if (!canOpenPath(user, pathname)) return <AppNotFound />;
  return <FigureTicketsPage />;
}
