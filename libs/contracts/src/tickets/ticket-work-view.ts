import type { TicketStatus } from '@voc/domain';
import type { UploadView } from './ticket-view';

/** A ticket's owner as the ticket shows it. */
export interface TicketOwnerView {
  _id: string;
  name: string;
}

/** A person a ticket may be given to: staff of its dealer branch, or the call centre. */
export interface OwnerCandidateView extends TicketOwnerView {
  type: 'dealer' | 'callcenter';
  /** Open tickets this person owns now. */
  open_tickets: number;
}

/** GET /api/tickets/workload: open tickets per owner in the user's scope (null: nobody's yet). */
export interface OwnerWorkloadRow {
  owner: TicketOwnerView | null;
  open_tickets: number;
}

/** What one entry of the ticket's log says, by kind. */
export type TicketActivityDetail =
  | { kind: 'created'; status: TicketStatus }
  | { kind: 'updated'; fields: string[] }
  | { kind: 'status'; from: TicketStatus; to: TicketStatus }
  | { kind: 'cancelled'; from: TicketStatus; reason: string }
  | { kind: 'verified'; verify_status: string }
  | { kind: 'logs' }
  | { kind: 'file'; name: string }
  | { kind: 'note'; text: string; file: UploadView | null }
  | { kind: 'owner'; owner: TicketOwnerView | null; previous: TicketOwnerView | null };

/** One entry of the ticket's log, as people read it (notification events are not shown). */
export interface TicketActivityView {
  position: string;
  occurred_at: string;
  actor_id: string | null;
  actor_name: string | null;
  detail: TicketActivityDetail;
}

/** GET /api/tickets/{id}/activity: the entries after a position, newest first, and the newest position. */
export interface TicketActivityAnswer {
  result: TicketActivityView[];
  position: string;
}

/** One KPI deadline of a ticket: when it is due, and whether it was met (null: still open). */
export interface TicketDeadlineView {
  kpi: 'kpi2a' | 'kpi2' | 'kpi3' | 'kpi4a' | 'kpi5a';
  due_at: string;
  done_at: string | null;
  /** true met, false missed, null not decided yet. */
  met: boolean | null;
  /** The deadline the ticket faces next. */
  next: boolean;
}
