import type { TicketEventPayloads, TicketEventType } from '@voc/ticketing';

/** One row of ticket_events as the projectors read it. */
export interface TicketEvent<T extends TicketEventType = TicketEventType> {
  position: string;
  tx_id: string;
  ticket_id: string;
  type: T;
  payload: TicketEventPayloads[T];
  occurred_at: Date;
}

/** Where a projection has got to: the (tx_id, position) of the last applied event. */
export interface Checkpoint {
  tx: string;
  position: string;
}
