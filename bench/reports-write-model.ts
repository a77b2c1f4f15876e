/**
 * bench:reports' baseline: the figures of each report computed at read time by GROUP BY over the
 * write model (tickets, dealers, ticket_events), with the same filters and the same month rule as
 * the projections (libs/domain voc-counting: the Thai month of receipt; cancelled = status D,
 * deleted = deleted_at; counted codes: ticked true, of the ticket type's groups, never free text).
 */
import type { Client } from 'pg';
import { BANGKOK_TIME_ZONE, CAR_MODELS, COMPLAINT_CATEGORY_GROUPS, THAI_SQL, type TicketType } from '@voc/domain';

const codesOf = (type: TicketType) => COMPLAINT_CATEGORY_GROUPS[type].flatMap((group) => [...group.codes]);
const THAI_MONTH = `to_char(t.created_date AT TIME ZONE '${BANGKOK_TIME_ZONE}', 'YYYY-MM')`;
const CLEAN_MODEL = `regexp_replace(btrim(coalesce(t.car_model, '')), '\\s+', ' ', 'g')`;

/** The instant the Thai month of a ticket's receipt ends (the next month's first instant). */
const MONTH_END = THAI_SQL.instantOfLocal(`date_trunc('month', t.created_date AT TIME ZONE '${BANGKOK_TIME_ZONE}') + interval '1 month'`);
/**
 * The dealer company of a ticket's branch as at the end of its month of receipt (issue 31): the
 * branch's version in dealer_versions in force then, the dealers row for a branch without history.
 */
const ENTITY_AS_OF_MONTH = `coalesce((SELECT v.dealer_id FROM dealer_versions v WHERE v.dealer_ref = t.dealer_ref
    AND (v.valid_from IS NULL OR v.valid_from < ${MONTH_END}) AND (v.valid_to IS NULL OR v.valid_to >= ${MONTH_END})), d.dealer_id)`;

/** The row keys of the VOC groupings, over tickets t, dealers d and the canonical model cm. */
export const WRITE_MODEL_KEYS = {
  region: `coalesce(t.region, '-')`,
  dealer: 't.dealer_ref::text',
  entity: ENTITY_AS_OF_MONTH,
  car_model: `coalesce(nullif(coalesce(cm.model, ${CLEAN_MODEL}), ''), '-')`,
} as const;
export type WriteModelKey = keyof typeof WRITE_MODEL_KEYS;

export interface VocCounts {
  key: string;
  month: string;
  source: string;
  status: string;
  n: number;
}

export interface VocCodeCounts {
  key: string;
  month: string;
  code: string;
  n: number;
}

export interface VocFilter {
  key: WriteModelKey;
  /** First month of the previous period and the month after the period, YYYY-MM-01. */
  from: string;
  to: string;
  type?: TicketType;
  sources: readonly string[];
}

function vocFrom(filter: VocFilter, values: unknown[], join = ''): string {
  values.push(filter.from, filter.to, filter.sources, [...CAR_MODELS]);
  const type = filter.type ? ` AND t.type = $${values.push(filter.type)}` : '';
  return `FROM tickets t JOIN dealers d ON d.id = t.dealer_ref
    LEFT JOIN LATERAL (SELECT m AS model FROM unnest($4::text[]) m WHERE lower(m) = lower(${CLEAN_MODEL})) cm ON true${join}
    WHERE t.deleted_at IS NULL AND t.created_date >= ${THAI_SQL.dayStart('$1')} AND t.created_date < ${THAI_SQL.dayStart('$2')} AND t.source = ANY($3::text[])${type}`;
}

/** Tickets per key, Thai month of receipt, source and status now. */
export async function vocCounts(client: Client, filter: VocFilter): Promise<VocCounts[]> {
  const values: unknown[] = [];
  const from = vocFrom(filter, values);
  const { rows } = await client.query<VocCounts>(`SELECT ${WRITE_MODEL_KEYS[filter.key]} AS key, ${THAI_MONTH} AS month, t.source, t.status, count(*)::int AS n ${from} GROUP BY 1, 2, 3, 4`, values);
  return rows;
}

/** Complaints per key, Thai month of receipt and counted code, cancelled tickets left out. */
export async function vocCodeCounts(client: Client, filter: VocFilter): Promise<VocCodeCounts[]> {
  const values: unknown[] = [];
  const from = vocFrom(filter, values, ' CROSS JOIN LATERAL jsonb_each(t.complaint_categories) c');
  const showroom = values.push(codesOf('showroom'));
  const service = values.push(codesOf('service'));
  const { rows } = await client.query<VocCodeCounts>(
    `SELECT ${WRITE_MODEL_KEYS[filter.key]} AS key, ${THAI_MONTH} AS month, c.key AS code, count(*)::int AS n
     ${from} AND t.status <> 'D' AND c.value = 'true'::jsonb AND strpos(c.key, '100') = 0
       AND c.key = ANY(CASE WHEN t.type = 'showroom' THEN $${showroom}::text[] ELSE $${service}::text[] END)
     GROUP BY 1, 2, 3`,
    values,
  );
  return rows;
}

export interface KpiCounts {
  key: string;
  month: string;
  status: string;
  closed: number;
  n: number;
  kpi4_days_sum: string;
}

/**
 * Tickets per key (region, dealer), Thai month of receipt and status now, with how many reached
 * completion (their first change to B in ticket_events) and their days to completion.
 */
export async function kpiCounts(client: Client, key: 'region' | 'dealer', from: string, to: string, sources: readonly string[], type?: TicketType): Promise<KpiCounts[]> {
  const values: unknown[] = [from, to, sources];
  const typeFilter = type ? ` AND t.type = $${values.push(type)}` : '';
  const { rows } = await client.query<KpiCounts>(
    `SELECT ${WRITE_MODEL_KEYS[key]} AS key, ${THAI_MONTH} AS month, t.status, count(b.closed_at)::int AS closed, count(*)::int AS n,
            coalesce(sum(round((extract(epoch FROM b.closed_at - t.created_date) / 86400)::numeric, 2)), 0)::text AS kpi4_days_sum
     FROM tickets t
     LEFT JOIN LATERAL (SELECT min(e.occurred_at) AS closed_at FROM ticket_events e WHERE e.ticket_id = t.id AND e.type = 'TicketStatusChanged' AND e.payload->>'to' = 'B') b ON true
     WHERE t.deleted_at IS NULL AND t.created_date >= ${THAI_SQL.dayStart('$1')} AND t.created_date < ${THAI_SQL.dayStart('$2')} AND t.source = ANY($3::text[])${typeFilter}
     GROUP BY 1, 2, 3`,
    values,
  );
  return rows;
}

/** Tickets completed (first change to B) in the Thai month [from, to), and their summed days to completion. */
export async function closedInMonth(client: Client, from: string, to: string): Promise<{ tickets: number; kpi4_days_sum: string }> {
  const { rows } = await client.query(
    `WITH b AS (SELECT e.ticket_id, min(e.occurred_at) AS closed_at FROM ticket_events e WHERE e.type = 'TicketStatusChanged' AND e.payload->>'to' = 'B' GROUP BY e.ticket_id)
     SELECT count(*)::int AS tickets, coalesce(sum(round((extract(epoch FROM b.closed_at - t.created_date) / 86400)::numeric, 2)), 0)::text AS kpi4_days_sum
     FROM b JOIN tickets t ON t.id = b.ticket_id
     WHERE t.deleted_at IS NULL AND b.closed_at >= ${THAI_SQL.dayStart('$1')} AND b.closed_at < ${THAI_SQL.dayStart('$2')}`,
    [from, to],
  );
  return rows[0];
}
