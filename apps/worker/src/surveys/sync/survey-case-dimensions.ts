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

/** What a page's transaction reads before it applies the page. */
export interface PageState {
  /** The stream's cursor as committed now (locked: a concurrent sync of the stream waits); undefined when not asked for. */
  cursor?: string | null;
  /** The known cases among the page's ids, locked for this transaction. */
  known: Map<string, KnownCase>;
  /** The dealers with the page's dealer codes, by code (unknown codes are absent; empty unless asked for). */
  dealers: Map<string, DealerPlace>;
}

/** A known case as the page read answers it: its dimensions (but the type, the page's) and its state, times as text. */
type KnownRow = Omit<SurveyCaseDimensions, 'type'> & Omit<KnownCase, 'dims' | 'answered_at'> & { answered_at: string | null };

/**
 * Reads, with one statement (one round trip: under load each costs milliseconds, bench:survey stop
 * 21), the stream's cursor when `stream` is given, locking its row; the known cases among `ids`,
 * locked for this transaction (a concurrent sync waits), in key order; and the dealers with
 * `dealerCodes`. The caller holds the stream's advisory lock already, taken by a statement of its
 * own so that this one's snapshot sees whatever the lock waited for.
 */
export async function lockPageState(manager: EntityManager, stream: string | null, type: SurveyType, ids: readonly string[], dealerCodes: readonly string[]): Promise<PageState> {
  const [row] = await manager.query<Array<{ cursor: string | null; known: KnownRow[] | null; dealers: DealerPlace[] | null }>>(
    `SELECT
       (SELECT cursor FROM survey_sync WHERE $1::text IS NOT NULL AND stream = $1 FOR UPDATE) AS cursor,
       (SELECT json_agg(k) FROM (
          SELECT c.survey_id, c.dealer_ref, d.dealer_code, c.area_code, c.region, c.received_day::text AS received_day, c.received, c.cleansed, c.sent, c.outcome, c.answered_at, c.ticket_id
          FROM survey_cases c JOIN dealers d ON d.id = c.dealer_ref
          WHERE c.survey_type = $2 AND c.survey_id = ANY($3::text[])
          ORDER BY c.survey_id FOR UPDATE OF c) k) AS known,
       (SELECT json_agg(d) FROM (
          SELECT id, dealer_code, sale_area_code, service_area_code, dealer_sales_region, dealer_service_region FROM dealers WHERE dealer_code = ANY($4::text[])) d) AS dealers`,
    [stream, type, [...new Set(ids)], [...new Set(dealerCodes)]],
  );
  const known = new Map(
    (row.known ?? []).map((r) => [
      r.survey_id,
      {
        dims: { type, survey_id: r.survey_id, dealer_ref: r.dealer_ref, dealer_code: r.dealer_code, area_code: r.area_code, region: r.region, received_day: r.received_day },
        received: r.received,
        cleansed: r.cleansed,
        sent: r.sent,
        outcome: r.outcome,
        answered_at: r.answered_at === null ? null : new Date(r.answered_at),
        ticket_id: r.ticket_id,
      },
    ]),
  );
  return { ...(stream === null ? {} : { cursor: row.cursor }), known, dealers: new Map((row.dealers ?? []).map((d) => [d.dealer_code, d])) };
}

/** The last item per survey id, in page order (the service may repeat an item; its latest state wins). */
export function lastPerId<T extends { survey_id: string }>(items: readonly T[]): readonly T[] {
  // A page rarely repeats an id: then it is its own answer, without a Map rebuilt item by item.
  const ids = new Set<string>();
  for (const item of items) ids.add(item.survey_id);
  if (ids.size === items.length) return items;
  const byId = new Map<string, T>();
  for (const item of items) {
    byId.delete(item.survey_id);
    byId.set(item.survey_id, item);
  }
  return [...byId.values()];
}
