import type { PdcaStoredState, TicketType } from '@voc/domain';

/** Every kind of change of a PDCA (development) plan; one row in pdca_events each. */
export const PDCA_EVENT_TYPES = {
  saved: 'PdcaPlanSaved',
  submitted: 'PdcaPlanSubmitted',
  returned: 'PdcaPlanReturned',
  accepted: 'PdcaPlanAccepted',
  fileAttached: 'PdcaFileAttached',
} as const;

export type PdcaEventType = (typeof PDCA_EVENT_TYPES)[keyof typeof PDCA_EVENT_TYPES];

/**
 * What every PDCA event repeats about its plan, so the projection never joins back: the plan, its
 * dealer branch (with the area and region of its type, as tickets carry them), type and month.
 */
export interface PdcaPlanDimensions {
  plan_id: string;
  dealer_ref: string;
  dealer_code: string;
  type: TicketType;
  /** YYYY-MM-01: the month whose figures missed their target. */
  month: string;
  area_code: string | null;
  region: string | null;
}

/** A state change: from which stored state to which. */
interface PdcaMove {
  plan: PdcaPlanDimensions;
  from: PdcaStoredState;
  to: PdcaStoredState;
}

export interface PdcaEventPayloads {
  /** The dealer saved the plan (created it when `from` is owed); `fields` names what changed. */
  PdcaPlanSaved: PdcaMove & { fields: string[] };
  /** The dealer sent it for review (saving its last changes with it). */
  PdcaPlanSubmitted: PdcaMove & { fields: string[] };
  /** A reviewer sent it back with a comment. */
  PdcaPlanReturned: PdcaMove & { comment: string };
  /** A reviewer accepted it. */
  PdcaPlanAccepted: PdcaMove & { comment: string | null };
  /** A file was added to the plan's Do part. */
  PdcaFileAttached: { plan: PdcaPlanDimensions; file_id: string; kind: 'image' | 'pdf'; originalname: string; size: number };
}
