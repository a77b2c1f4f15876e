import type { TicketSource, TicketStatus, TicketType } from '@voc/domain';

/** Every kind of change a ticket can go through; one row in ticket_events each. */
export const TICKET_EVENT_TYPES = {
  created: 'TicketCreated',
  updated: 'TicketUpdated',
  statusChanged: 'TicketStatusChanged',
  cancelled: 'TicketCancelled',
  deleted: 'TicketDeleted',
  verified: 'TicketVerified',
  logsUpdated: 'TicketLogsUpdated',
  fileAttached: 'TicketFileAttached',
} as const;

export type TicketEventType = (typeof TICKET_EVENT_TYPES)[keyof typeof TICKET_EVENT_TYPES];

/**
 * What every event repeats about its ticket, so projections never join back to tickets: its
 * kind, dealer, area and region, and when the complaint arrived.
 */
export interface TicketDimensions {
  type: TicketType;
  source: TicketSource;
  dealer_ref: string;
  dealer_code: string;
  area_code: string | null;
  region: string | null;
  created_oa_date: string;
  created_date: string;
}

export interface TicketEventPayloads {
  TicketCreated: { ticket: TicketDimensions; case_no: string; status: TicketStatus; complaint_categories: Record<string, boolean | string>; car_model: string | null };
  TicketUpdated: { ticket: TicketDimensions; changes: Record<string, unknown> };
  TicketStatusChanged: { ticket: TicketDimensions; from: TicketStatus; to: TicketStatus };
  TicketCancelled: { ticket: TicketDimensions; from: TicketStatus; reason: string };
  TicketDeleted: { ticket: TicketDimensions; status: TicketStatus };
  TicketVerified: { ticket: TicketDimensions; status: TicketStatus; verify_status: string; review: Record<string, unknown> };
  TicketLogsUpdated: { ticket: TicketDimensions; logs: unknown[] };
  TicketFileAttached: { ticket: TicketDimensions; file_id: string; kind: 'image' | 'pdf'; originalname: string; size: number };
}
