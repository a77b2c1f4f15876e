import type { EntityManager } from 'typeorm';
import type { SurveyType } from '@voc/contracts';
import { dealerPlace } from '@voc/domain';
import type { SurveyCaseDimensions } from '@voc/events';

/** A dealer as the sync places a case: its id and its sales or service area and region. */
interface DealerPlace {
  id: string;
  dealer_code: string;
  sale_area_code: string | null;
  service_area_code: string | null;
  dealer_sales_region: string | null;
  dealer_service_region: string | null;
}

/** The dealers with these codes, by code (unknown codes are absent). */
export async function dealersByCode(manager: EntityManager, codes: readonly string[]): Promise<Map<string, DealerPlace>> {
  if (codes.length === 0) return new Map();
  const rows = await manager.query<DealerPlace[]>(
    `SELECT id, dealer_code, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region FROM dealers WHERE dealer_code = ANY($1::text[])`,
    [[...new Set(codes)]],
  );
  return new Map(rows.map((row) => [row.dealer_code, row]));
}

/** A case's dimensions; its area and region are the dealer's place for the case's type (libs/domain dealerPlace, as for tickets). */
export function caseDimensions(type: SurveyType, surveyId: string, dealer: DealerPlace, receivedDay: string): SurveyCaseDimensions {
  const { areaCode, region } = dealerPlace(type, dealer);
  return { type, survey_id: surveyId, dealer_ref: dealer.id, dealer_code: dealer.dealer_code, area_code: areaCode, region, received_day: receivedDay };
}

/** What the product knows of a case (survey_cases), with the dimensions its events repeat. */
export interface KnownCase {
  dims: SurveyCaseDimensions;
  received: boolean;
  cleansed: boolean;
  sent: boolean;
  outcome: 'responded_successfully' | 'responded_unsuccessfully' | 'not_responded' | null;
  answered_at: Date | null;
  ticket_id: string | null;
}

/** The known cases among these ids, locked for this transaction (a concurrent sync waits). */
export async function lockKnownCases(manager: EntityManager, type: SurveyType, ids: readonly string[]): Promise<Map<string, KnownCase>> {
  if (ids.length === 0) return new Map();
  const rows = await manager.query<
    Array<{ survey_id: string; dealer_ref: string; dealer_code: string; area_code: string | null; region: string | null; received_day: string; received: boolean; cleansed: boolean; sent: boolean; outcome: KnownCase['outcome']; answered_at: Date | null; ticket_id: string | null }>
  >(
    `SELECT c.survey_id, c.dealer_ref, d.dealer_code, c.area_code, c.region, c.received_day::text AS received_day, c.received, c.cleansed, c.sent, c.outcome, c.answered_at, c.ticket_id
     FROM survey_cases c JOIN dealers d ON d.id = c.dealer_ref
     WHERE c.survey_type = $1 AND c.survey_id = ANY($2::text[])
     ORDER BY c.survey_id FOR UPDATE OF c`,
    [type, [...new Set(ids)]],
  );
  return new Map(
    rows.map((r) => [
      r.survey_id,
      {
        dims: { type, survey_id: r.survey_id, dealer_ref: r.dealer_ref, dealer_code: r.dealer_code, area_code: r.area_code, region: r.region, received_day: r.received_day },
        received: r.received,
        cleansed: r.cleansed,
        sent: r.sent,
        outcome: r.outcome,
        answered_at: r.answered_at,
        ticket_id: r.ticket_id,
      },
    ]),
  );
}

/** The last item per survey id, in page order (the service may repeat an item; its latest state wins). */
export function lastPerId<T extends { survey_id: string }>(items: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const item of items) {
    byId.delete(item.survey_id);
    byId.set(item.survey_id, item);
  }
  return [...byId.values()];
}
