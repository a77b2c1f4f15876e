import type { TicketEventPayloads, TicketEventType } from '../catalogue/ticket-events';
import type { SurveyEventPayloads, SurveyEventType } from '../catalogue/survey-events';
import type { PdcaEventPayloads, PdcaEventType } from '../catalogue/pdca-events';

/** What every logged event carries: where it stands in its log, and when it happened. */
export interface LoggedEvent {
  position: string;
  tx_id: string;
  occurred_at: Date;
}

/** One row of ticket_events as the projectors read it; `type` discriminates `payload`. */
export type TicketEvent<T extends TicketEventType = TicketEventType> = {
  [K in T]: LoggedEvent & { ticket_id: string; type: K; payload: TicketEventPayloads[K] };
}[T];

/** One row of survey_events as the projectors read it; `type` discriminates `payload`. */
export type SurveyEvent<T extends SurveyEventType = SurveyEventType> = {
  [K in T]: LoggedEvent & { case_key: string; type: K; payload: SurveyEventPayloads[K] };
}[T];

/** One row of pdca_events as the projector reads it; `type` discriminates `payload`. */
export type PdcaEvent<T extends PdcaEventType = PdcaEventType> = {
  [K in T]: LoggedEvent & { plan_id: string; type: K; payload: PdcaEventPayloads[K] };
}[T];
