import { columnsWithRole, SURVEY_RATE_DAILY, SURVEY_SCORE_MONTHLY } from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import { countsForRecovery, npsBand, receivedMonth, responseMonth, type ResponseRateStep } from '@voc/domain';
import type { SurveyCaseDimensions, SurveyEvent } from '@voc/events';

/** The counts of survey_rate_daily (its measures), one per response-rate stage. */
const RATE_COUNTS = columnsWithRole(SURVEY_RATE_DAILY, 'measure');
/** The single counts of survey_score_monthly (its integer measures; the answer distributions are arrays). */
const SCORE_COUNTS = columnsWithRole(SURVEY_SCORE_MONTHLY, 'measure').filter((c): c is Exclude<typeof c, 'return_intent' | 'experience'> => SURVEY_SCORE_MONTHLY.columns[c].type === 'integer');

type RateCounts = Record<ResponseRateStep, number>;
interface ScoreCounts {
  responses: number;
  top2box: number;
  bottom6: number;
  satisfied: number;
  low_scores: number;
  return_intent: number[];
  experience: number[];
}

interface Keyed<T> {
  /** The row's day (rates) or month (scores). */
  day: string;
  dims: SurveyCaseDimensions;
  counts: T;
}

const keyOf = (day: string, dims: SurveyCaseDimensions) => `${day}|${dims.dealer_ref}|${dims.type}`;

/**
 * Applies a batch of survey events to the survey projections in `schema` (the caller's
 * transaction), set-based: the batch is summed per (day, dealer, type) in memory and added with one
 * upsert per table. Counting rules are libs/domain's (survey-measures.ts): stages on the case's
 * received day, answers in the month the customer finished.
 */
export async function applySurveyEvents(manager: SqlRunner, schema: string, events: readonly SurveyEvent[]): Promise<void> {
  const rates = new Map<string, Keyed<RateCounts>>();
  const scores = new Map<string, Keyed<ScoreCounts>>();
  const lows: Array<{ key: string; day: string; dims: SurveyCaseDimensions; bottom6: boolean }> = [];
  const tickets: Array<{ key: string; ticket: string }> = [];
  for (const event of events) {
    if (event.type === 'SurveyCaseProgressed' || event.type === 'SurveyCaseStageReached') {
      const dims = event.payload.case;
      const key = keyOf(dims.received_day, dims);
      const row = rates.get(key) ?? { day: dims.received_day, dims, counts: { received: 0, cleansed: 0, sent: 0, responded_successfully: 0, responded_unsuccessfully: 0, not_responded: 0 } };
      if (event.type === 'SurveyCaseProgressed') for (const { stage } of event.payload.stages) row.counts[stage]++;
      else row.counts[event.payload.stage]++;
      rates.set(key, row);
    } else if (event.type === 'SurveyAnswered') {
      const answer = event.payload;
      const month = responseMonth(answer.responded_day);
      const key = keyOf(month, answer.case);
      const row = scores.get(key) ?? { day: month, dims: answer.case, counts: { responses: 0, top2box: 0, bottom6: 0, satisfied: 0, low_scores: 0, return_intent: [0, 0, 0, 0], experience: [0, 0, 0, 0, 0] } };
      const band = npsBand(answer.nps);
      row.counts.responses++;
      if (band === 'top2box') row.counts.top2box++;
      if (band === 'bottom6') row.counts.bottom6++;
      if (answer.satisfied === 'Y') row.counts.satisfied++;
      if (answer.low_score) {
        row.counts.low_scores++;
        lows.push({ key: event.case_key, day: answer.responded_day, dims: answer.case, bottom6: countsForRecovery(answer.nps) });
      }
      row.counts.return_intent[answer.return_intent - 1]++;
      row.counts.experience[answer.experience - 1]++;
      scores.set(key, row);
    } else if (event.type === 'SurveyTicketRaised') {
      tickets.push({ key: event.case_key, ticket: (event.payload).ticket_id });
    }
  }
  await addRates(manager, schema, 'survey_rate_daily', 'day', [...rates.values()]);
  await addRates(manager, schema, 'survey_rate_monthly', 'month', byReceivedMonth(rates.values()));
  await addScores(manager, schema, [...scores.values()]);
  if (lows.length) {
    await manager.query(
      `INSERT INTO ${schema}.survey_low_scores (case_key, day, dealer_ref, type, area_code, region, bottom6)
       SELECT * FROM unnest($1::text[], $2::date[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::boolean[]) ON CONFLICT (case_key) DO NOTHING`,
      [lows.map((l) => l.key), lows.map((l) => l.day), lows.map((l) => l.dims.dealer_ref), lows.map((l) => l.dims.type), lows.map((l) => l.dims.area_code), lows.map((l) => l.dims.region), lows.map((l) => l.bottom6)],
    );
  }
  if (tickets.length) {
    await manager.query(
      `UPDATE ${schema}.survey_low_scores s SET ticket_id = x.ticket FROM unnest($1::text[], $2::uuid[]) AS x(key, ticket) WHERE s.case_key = x.key`,
      [tickets.map((t) => t.key), tickets.map((t) => t.ticket)],
    );
  }
}

const dimArrays = <T>(rows: readonly Keyed<T>[]) => [rows.map((r) => r.day), rows.map((r) => r.dims.dealer_ref), rows.map((r) => r.dims.type), rows.map((r) => r.dims.area_code), rows.map((r) => r.dims.region)];

/** The day rows summed per Thai month received (survey_rate_monthly: each month the sum of its days). */
function byReceivedMonth(days: Iterable<Keyed<RateCounts>>): Keyed<RateCounts>[] {
  const months = new Map<string, Keyed<RateCounts>>();
  for (const row of days) {
    const month = receivedMonth(row.day);
    const key = keyOf(month, row.dims);
    const sum = months.get(key);
    if (!sum) months.set(key, { day: month, dims: row.dims, counts: { ...row.counts } });
    else for (const stage of RATE_COUNTS) sum.counts[stage] += row.counts[stage];
  }
  return [...months.values()];
}

async function addRates(manager: SqlRunner, schema: string, table: 'survey_rate_daily' | 'survey_rate_monthly', period: 'day' | 'month', rows: readonly Keyed<RateCounts>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = RATE_COUNTS;
  await manager.query(
    `INSERT INTO ${schema}.${table} AS t (${period}, dealer_ref, type, area_code, region, ${columns.join(', ')})
     SELECT * FROM unnest($1::date[], $2::uuid[], $3::text[], $4::text[], $5::text[], ${columns.map((_, i) => `$${i + 6}::int[]`).join(', ')})
     ON CONFLICT (${period}, dealer_ref, type) DO UPDATE SET ${columns.map((c) => `${c} = t.${c} + EXCLUDED.${c}`).join(', ')}`,
    [...dimArrays(rows), ...columns.map((c) => rows.map((r) => r.counts[c]))],
  );
}

async function addScores(manager: SqlRunner, schema: string, rows: readonly Keyed<ScoreCounts>[]): Promise<void> {
  if (rows.length === 0) return;
  const plain = SCORE_COUNTS;
  const ri = [0, 1, 2, 3].map((i) => rows.map((r) => r.counts.return_intent[i]));
  const ex = [0, 1, 2, 3, 4].map((i) => rows.map((r) => r.counts.experience[i]));
  const p = (n: number) => `$${n}::int[]`;
  await manager.query(
    `INSERT INTO ${schema}.survey_score_monthly AS t (month, dealer_ref, type, area_code, region, ${plain.join(', ')}, return_intent, experience)
     SELECT d, dl, ty, a, rg, ${plain.map((c) => `x_${c}`).join(', ')}, ARRAY[r1, r2, r3, r4], ARRAY[e1, e2, e3, e4, e5]
     FROM unnest($1::date[], $2::uuid[], $3::text[], $4::text[], $5::text[], ${[6, 7, 8, 9, 10].map(p).join(', ')}, ${[11, 12, 13, 14].map(p).join(', ')}, ${[15, 16, 17, 18, 19].map(p).join(', ')})
       AS x(d, dl, ty, a, rg, ${plain.map((c) => `x_${c}`).join(', ')}, r1, r2, r3, r4, e1, e2, e3, e4, e5)
     ON CONFLICT (month, dealer_ref, type) DO UPDATE SET ${plain.map((c) => `${c} = t.${c} + EXCLUDED.${c}`).join(', ')},
       return_intent = ARRAY(SELECT a + b FROM unnest(t.return_intent, EXCLUDED.return_intent) AS u(a, b)),
       experience = ARRAY(SELECT a + b FROM unnest(t.experience, EXCLUDED.experience) AS u(a, b))`,
    [...dimArrays(rows), ...plain.map((c) => rows.map((r) => r.counts[c])), ...ri, ...ex],
  );
}
