import type { RowOf } from '@voc/reporting-schema';
import type { PDCA_STATUS } from '@voc/reporting-schema';
import type { PdcaEvent } from '@voc/events';

export type PdcaStatusRow = RowOf<typeof PDCA_STATUS>;

/**
 * One plan's status row after one event (a pure evolve): the stored state the event moved it to,
 * the times of its first save, last change, last submission, return and acceptance, the last
 * reviewer's comment, and how many submissions, returns and files it has had. A plan's key
 * (month, dealer, type) never changes, so its first event creates the row.
 */
export function evolvePdcaStatus(row: PdcaStatusRow | undefined, event: PdcaEvent): PdcaStatusRow {
  const at = event.occurred_at.toISOString();
  const plan = event.payload.plan;
  const base: PdcaStatusRow = row ?? {
    month: plan.month,
    dealer_ref: plan.dealer_ref,
    type: plan.type,
    dealer_code: plan.dealer_code,
    area_code: plan.area_code,
    region: plan.region,
    plan_id: plan.plan_id,
    state: 'draft',
    created_at: at,
    updated_at: at,
    submitted_at: null,
    returned_at: null,
    accepted_at: null,
    last_comment: null,
    submissions: 0,
    returns: 0,
    files: 0,
  };
  const next: PdcaStatusRow = { ...base, dealer_code: plan.dealer_code, area_code: plan.area_code, region: plan.region, updated_at: at };
  switch (event.type) {
    case 'PdcaPlanSaved':
      return { ...next, state: event.payload.to };
    case 'PdcaPlanSubmitted':
      return { ...next, state: event.payload.to, submitted_at: at, submissions: base.submissions + 1 };
    case 'PdcaPlanReturned':
      return { ...next, state: event.payload.to, returned_at: at, returns: base.returns + 1, last_comment: event.payload.comment };
    case 'PdcaPlanAccepted':
      return { ...next, state: event.payload.to, accepted_at: at, last_comment: event.payload.comment ?? base.last_comment };
    case 'PdcaFileAttached':
      return { ...next, files: base.files + 1 };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
