import { type TicketType, canOpenPath } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useSignedInUser } from '../../lib/session/use-signed-in-user';
import { listSearchOf } from '../../features/tickets/utils/ticket-paths';
import { AppNotFound } from './not-found-route';
import { TicketDetailPage } from './lazy-pages';

const TICKET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/app/ticket/{survey|callcenter|hotsheet}/{type}/{id}`: a ticket under its list, open to whoever may open
 * the list (canOpenPath's prefix rule). Anything that is not a ticket id, or a ticket outside the
 * user's scope (404 from the api), is the not-found page. "Back" returns to the list as it was
 * filtered when the ticket was opened from it.
 */
export function TicketDetailRoute({ source, type }: { source: 'survey' | 'callcenter' | 'hotsheet'; type: TicketType }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { pathname, state } = useLocation();
  const { ticketId = '' } = useParams();

  if (!canOpenPath(user, pathname) || !TICKET_ID.test(ticketId)) return <AppNotFound />;
  return (
    <TicketDetailPage
      key={ticketId}
      ticketId={ticketId.toLowerCase()}
      listPath={`/app/ticket/${source}/${type}${listSearchOf(state)}`}
      listTitle={t(`menu.ticket.${source}.${type}`)}
      userName={`${user.first_name} ${user.last_name}`.trim()}
      userId={user._id}
      notFound={<AppNotFound />}
    />
  );
}
