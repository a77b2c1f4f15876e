import { canOpenPath } from '@voc/domain';
import { useLocation } from 'react-router';
import { useSignedInUser } from '../../lib/session/use-signed-in-user';
import { AppNotFound } from './not-found-route';
import { PdcaPlanPage } from './lazy-pages';

/** `/app/pdca/plan?dealer=&type=&month=`: one development plan, under the PDCA work page, for those whose menu offers it. */
export function PdcaPlanRoute() {
  const user = useSignedInUser();
  const { pathname } = useLocation();
  if (!canOpenPath(user, pathname)) return <AppNotFound />;
  return <PdcaPlanPage />;
}
