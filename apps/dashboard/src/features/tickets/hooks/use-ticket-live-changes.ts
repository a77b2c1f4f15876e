import type { TicketActivityView } from '@voc/contracts';
import { useEffect, useRef } from 'react';
import { usePageVisible } from '../../../lib/live/use-page-visible';
import { useTicketActivitySinceQuery } from '../api/ticket-work-api';

/** How often an open, visible ticket page asks whether someone else wrote to the ticket. */
export const TICKET_LIVE_POLL_MS = 10_000;

/**
 * Someone else's change to the open ticket (issue 32), learnt while the page is open: the same
 * channel the dashboard keeps its figures current with (a visible tab asks every few seconds, and
 * at once when it shows again), here asking the ticket's log for what came after the position the
 * page was read at. Answers the entries written by others, newest first; the user's own are not news.
 */
export function useTicketLiveChanges(ticketId: string, position: string, userId: string): TicketActivityView[] {
  const visible = usePageVisible();
  const skip = position === '';
  const { currentData, refetch } = useTicketActivitySinceQuery({ id: ticketId, after: position }, { skip, pollingInterval: visible && !skip ? TICKET_LIVE_POLL_MS : 0, refetchOnMountOrArgChange: true });
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current && !skip) void refetch();
    wasVisible.current = visible;
  }, [visible, refetch, skip]);
  return (currentData?.result ?? []).filter((entry) => entry.actor_id !== userId);
}
