import type { SqlRunner } from '@voc/sql';
import {
  hotAlertUncontacted,
  judgeBreachedShare,
  judgeCategoryRise,
  judgeNpsDrop,
  judgeResponseRate,
  previousMonth,
  type AlertJudgement,
  type AlertKind,
  type AlertLevel,
  type AlertRuleParams,
} from '@voc/domain';

/** One place (dealer, area or region, one ticket type) a rule judged, with what it found. */
export interface AlertCandidate {
  scopeId: string;
  type: string;
  dealerRef: string | null;
  areaCode: string | null;
  region: string | null;
  /** What the alert is about within the place: a complaint category's code, a hot alert's case number. */
  subject: string | null;
  ticketId: string | null;
  /** The period the alert counts in: the Thai month (YYYY-MM), or the hot alert's ticket. */
  period: string;
  judgement: AlertJudgement<unknown>;
}

export interface AlertRuleRow extends AlertRuleParams {
  id: string;
  kind: AlertKind;
  level: AlertLevel;
}

type Reader = SqlRunner;

/** The columns that name a place of a level, in the reporting tables (alias r). */
const PLACE: Record<AlertLevel, { id: string; group: string; dealer: string; area: string; region: string }> = {
  dealer: { id: 'r.dealer_ref::text', group: 'r.dealer_ref, r.type', dealer: 'r.dealer_ref', area: 'min(r.area_code)', region: 'min(r.region)' },
  area: { id: 'r.area_code', group: 'r.area_code, r.type', dealer: 'NULL::uuid', area: 'r.area_code', region: 'min(r.region)' },
  region: { id: 'r.region', group: 'r.region, r.type', dealer: 'NULL::uuid', area: 'NULL::text', region: 'r.region' },
};

const levelPresent = (level: AlertLevel) => (level === 'area' ? 'r.area_code IS NOT NULL' : level === 'region' ? 'r.region IS NOT NULL' : 'true');

interface PlaceRow {
  scope_id: string;
  type: string;
  dealer_ref: string | null;
  area_code: string | null;
  region: string | null;
}

const place = (row: PlaceRow) => ({ scopeId: row.scope_id, type: row.type, dealerRef: row.dealer_ref, areaCode: row.area_code, region: row.region });

/** The three Thai months before `month` (YYYY-MM-01): the rolling baseline. */
function baselineStart(month: string): string {
  return previousMonth(previousMonth(previousMonth(month)));
}

/**
 * Every place a rule judges this month, with its judgement, read from the same reporting tables
 * the reports read (survey_score_monthly, survey_rate_monthly, ticket_kpi, voc_*_monthly).
 * `month` is the Thai month being watched (YYYY-MM-01).
 */
export async function alertCandidates(reporting: Reader, rule: AlertRuleRow, month: string, schema = 'reporting'): Promise<AlertCandidate[]> {
  const p = PLACE[rule.level];
  const period = month.slice(0, 7);
  const select = `${p.id} AS scope_id, r.type, ${p.dealer} AS dealer_ref, ${p.area} AS area_code, ${p.region} AS region`;
  switch (rule.kind) {
    case 'nps_drop': {
      const rows = await reporting.query<Array<PlaceRow & Record<'responses' | 'top2box' | 'bottom6' | 'responses_before' | 'top2box_before' | 'bottom6_before', string>>>(
        `SELECT ${select},
           sum(r.responses) FILTER (WHERE r.month = $1) AS responses, sum(r.top2box) FILTER (WHERE r.month = $1) AS top2box, sum(r.bottom6) FILTER (WHERE r.month = $1) AS bottom6,
           sum(r.responses) FILTER (WHERE r.month < $1) AS responses_before, sum(r.top2box) FILTER (WHERE r.month < $1) AS top2box_before, sum(r.bottom6) FILTER (WHERE r.month < $1) AS bottom6_before
         FROM ${schema}.survey_score_monthly r
         WHERE r.month >= $2 AND r.month <= $1 AND ${levelPresent(rule.level)}
         GROUP BY ${p.group}`,
        [month, baselineStart(month)],
      );
      return rows.map((row) => ({
        ...place(row),
        subject: null,
        ticketId: null,
        period,
        judgement: judgeNpsDrop(
          { responses: Number(row.responses ?? 0), top2box: Number(row.top2box ?? 0), bottom6: Number(row.bottom6 ?? 0) },
          { responses: Number(row.responses_before ?? 0), top2box: Number(row.top2box_before ?? 0), bottom6: Number(row.bottom6_before ?? 0) },
          rule,
        ),
      }));
    }
    case 'breached_share': {
      const rows = await reporting.query<Array<PlaceRow & { breached: string; open: string }>>(
        `SELECT ${select}, count(*) FILTER (WHERE r.live_state = 'breached') AS breached, count(*) AS open
         FROM ${schema}.ticket_kpi r
         WHERE r.closed_at IS NULL AND NOT r.cancelled AND NOT r.deleted AND ${levelPresent(rule.level)}
         GROUP BY ${p.group}`,
      );
      return rows.map((row) => ({ ...place(row), subject: null, ticketId: null, period, judgement: judgeBreachedShare(Number(row.breached), Number(row.open), rule) }));
    }
    case 'response_rate_low': {
      const rows = await reporting.query<Array<PlaceRow & { responded: string; sent: string }>>(
        `SELECT ${select}, sum(r.responded_successfully) AS responded, sum(r.sent) AS sent
         FROM ${schema}.survey_rate_monthly r
         WHERE r.month = $1 AND ${levelPresent(rule.level)}
         GROUP BY ${p.group}`,
        [month],
      );
      return rows.map((row) => ({ ...place(row), subject: null, ticketId: null, period, judgement: judgeResponseRate(Number(row.responded), Number(row.sent), rule) }));
    }
    case 'category_rise': {
      // A category's complaints against all counted tickets of the place, this month and the 3 before.
      const rows = await reporting.query<Array<PlaceRow & { category_code: string; now: string; before: string; now_total: string; before_total: string }>>(
        `WITH totals AS (
           SELECT ${p.id} AS scope_id, r.type,
             sum(r.tickets) FILTER (WHERE r.month = $1) AS now_total, sum(r.tickets) FILTER (WHERE r.month < $1) AS before_total
           FROM ${schema}.voc_monthly r
           WHERE r.month >= $2 AND r.month <= $1 AND ${levelPresent(rule.level)}
           GROUP BY ${p.group}
         ), categories AS (
           SELECT ${select}, r.category_code,
             sum(r.complaints) FILTER (WHERE r.month = $1) AS now, sum(r.complaints) FILTER (WHERE r.month < $1) AS before
           FROM ${schema}.voc_category_monthly r
           WHERE r.month >= $2 AND r.month <= $1 AND ${levelPresent(rule.level)}
           GROUP BY ${p.group}, r.category_code
         )
         SELECT c.*, t.now_total, t.before_total FROM categories c JOIN totals t USING (scope_id, type)
         WHERE coalesce(c.now, 0) >= $3`,
        [month, baselineStart(month), rule.min_cases],
      );
      return rows.map((row) => {
        const nowTotal = Number(row.now_total ?? 0);
        const beforeTotal = Number(row.before_total ?? 0);
        // A ticket counts once per category, so a category never has more complaints than the place has tickets.
        const counts = { now: Math.min(Number(row.now ?? 0), nowTotal), nowTotal, before: Math.min(Number(row.before ?? 0), beforeTotal), beforeTotal };
        return { ...place(row), subject: row.category_code, ticketId: null, period, judgement: judgeCategoryRise(counts, rule) };
      });
    }
    case 'hot_alert_uncontacted': {
      const rows = await reporting.query<Array<PlaceRow & { ticket_id: string; case_no: string | null; first_contact_at: Date | null; kpi2a: boolean | null }>>(
        `SELECT r.dealer_ref::text AS scope_id, r.type, r.dealer_ref, r.area_code, r.region, r.ticket_id::text AS ticket_id, r.case_no, r.first_contact_at, r.kpi2a
         FROM ${schema}.ticket_kpi r
         WHERE r.source = 'hotsheet' AND r.first_contact_at IS NULL AND r.closed_at IS NULL AND NOT r.cancelled AND NOT r.deleted AND r.kpi2a IS FALSE`,
      );
      return rows.map((row) => ({
        ...place(row),
        subject: row.case_no,
        ticketId: row.ticket_id,
        period: row.ticket_id,
        judgement: { holds: hotAlertUncontacted({ source: 'hotsheet', first_contact_at: row.first_contact_at, closed: false, kpi2a: row.kpi2a }), figure: { case_no: row.case_no } },
      }));
    }
  }
}
