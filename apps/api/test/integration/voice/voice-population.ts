import type { SqlRunner } from '@voc/sql';
import type { DataSource } from 'typeorm';
import { npsBand, type TicketType } from '@voc/domain';
import { surveyEventRows, type NewSurveyEvent, type SurveyCaseDimensions } from '@voc/events';

/** A dealer of the generated network: its id in the product, code, region and area. */
export interface PopulationDealer {
  id: string;
  code: string;
  region: string;
  area: string;
}

/** The comments every dealer's customers write, month after month, in the same mix (10 answers a round). */
export const STEADY_MIX: ReadonlyArray<{ comment: string; nps: number }> = [
  { comment: 'พนักงานบริการดีมาก สุภาพ ประทับใจ', nps: 10 },
  { comment: 'พนักงานสุภาพ เป็นกันเอง', nps: 10 },
  { comment: 'ประทับใจมากค่ะ จะกลับมาใช้บริการอีก', nps: 9 },
  { comment: 'ดีมาก ขอบคุณครับ', nps: 10 },
  { comment: 'บริการดี ยิ้มแย้ม', nps: 9 },
  { comment: 'ห้องน้ำสกปรก ควรปรับปรุง', nps: 7 },
  { comment: 'ที่จอดรถไม่พอเลย', nps: 8 },
  // The planted NPS driver: every mention of price comes with a low score.
  { comment: 'ค่าบริการแพงมาก', nps: 2 },
  { comment: 'ราคาแพงเกินไป ไม่คุ้มค่า', nps: 3 },
  { comment: 'รอนานมาก เสียเวลา', nps: 6 },
];

/** The planted topic: parts out of stock (S07), written only in one region, in one month. */
export const PLANTED_COMMENT = { comment: 'อะไหล่หมด ไม่มีอะไหล่ ต้องกลับมาใหม่', nps: 5 };

/** Inserts a dealer branch straight into the master data (its region and area as the test needs). */
export async function insertDealer(db: DataSource, code: string, region: string, area: string): Promise<PopulationDealer> {
  const [row] = await db.query<Array<{ id: string }>>(
    `INSERT INTO dealers (dealer_id, dealer_code, dealer_name, dealer_name_en, branch_name, branch_name_en, status,
       sale_area_code, service_area_code, dealer_sales_region, dealer_service_region, working_hours)
     VALUES ('9100', $1, 'นิสสัน เสียงลูกค้า', 'Nissan Voice', 'สาขา ' || $1, 'Branch ' || $1, 'normal', $2, $2, $3, $3, '{}'::jsonb) RETURNING id`,
    [code, area, region],
  );
  return { id: row.id, code, region, area };
}

/**
 * Appends survey events as the survey log's own append does (libs/events appendSurveyEvents, the
 * same rows), recorded when they happened: as a sync running through those months recorded them,
 * so the month-end freezing (at the first event recorded after a close) sees the months close in turn.
 */
export async function appendRecordedSurveyEvents(manager: SqlRunner, events: readonly NewSurveyEvent[]): Promise<void> {
  await manager.query(
    `INSERT INTO survey_events (case_key, type, payload, occurred_at, recorded_at)
     SELECT e->>'k', e->>'t', e->'p', (e->>'o')::timestamptz, (e->>'o')::timestamptz FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(e, n) ORDER BY n`,
    [JSON.stringify(surveyEventRows(events))],
  );
}

let surveySeq = 0;

/** One answered survey with its comment, as the survey sync appends it (the event the product writes). */
export function answeredSurvey(dealer: PopulationDealer, day: string, answer: { comment: string; nps: number }, type: TicketType = 'service'): NewSurveyEvent<'SurveyAnswered'> {
  const dims: SurveyCaseDimensions = { type, survey_id: `V${String(++surveySeq).padStart(7, '0')}`, dealer_ref: dealer.id, dealer_code: dealer.code, area_code: dealer.area, region: dealer.region, received_day: day };
  const band = npsBand(answer.nps);
  return {
    type: 'SurveyAnswered',
    occurredAt: new Date(`${day}T10:00:00+07:00`),
    payload: { case: dims, responded_day: day, nps: answer.nps, return_intent: 3, experience: 4, satisfied: band === 'bottom6' ? 'N' : 'Y', low_score: band === 'bottom6', q1: null, q2: null, comment: answer.comment },
  };
}

/**
 * The generated population: every dealer gets `rounds` rounds of the steady mix in each month;
 * in `planted.month`, the dealers of `planted.region` get the planted comment `planted.count`
 * times more. Appended as the survey log's append writes them, in one transaction per month.
 */
export async function appendPopulation(db: DataSource, dealers: readonly PopulationDealer[], months: readonly string[], rounds: number, planted: { region: string; month: string; count: number }): Promise<NewSurveyEvent<'SurveyAnswered'>[]> {
  const all: NewSurveyEvent<'SurveyAnswered'>[] = [];
  for (const month of months) {
    const events: NewSurveyEvent<'SurveyAnswered'>[] = [];
    for (const dealer of dealers) {
      for (let round = 0; round < rounds; round++) {
        STEADY_MIX.forEach((answer, i) => events.push(answeredSurvey(dealer, `${month}-${String(((round * 10 + i) % 27) + 1).padStart(2, '0')}`, answer)));
      }
      if (dealer.region === planted.region && month === planted.month) {
        for (let i = 0; i < planted.count; i++) events.push(answeredSurvey(dealer, `${month}-${String((i % 27) + 1).padStart(2, '0')}`, PLANTED_COMMENT));
      }
    }
    await db.transaction((manager) => appendRecordedSurveyEvents(manager, events));
    all.push(...events);
  }
  return all;
}
