import type { SqlParams, SqlRunner } from '@voc/sql';

/** A survey comment's row as the list reads it from reporting.voice_texts. */
export interface SurveyCommentRow {
  text_key: string;
  type: 'showroom' | 'service';
  dealer_ref: string;
  dealer_code: string;
  area_code: string | null;
  region: string | null;
  day: string;
  nps: number;
  nps_band: 'top2box' | 'passive' | 'bottom6';
  satisfied: 'Y' | 'N';
  body: string;
  polarity: 'negative' | 'neutral' | 'positive';
  topics: string[];
  topic_words: string[];
  ticket_id: string | null;
  case_no: string | null;
}

/** The survey comments of the voice projection (reporting.voice_texts, alias r), newest first. */
export class SurveyCommentsRepository {
  constructor(private readonly db: SqlRunner) {}

  async page(where: string, params: SqlParams, limit: number, offset: number): Promise<{ rows: SurveyCommentRow[]; total: number }> {
    const [rows, [count]] = await Promise.all([
      this.db.query<SurveyCommentRow[]>(
        `SELECT r.text_key, r.type, r.dealer_ref, r.dealer_code, r.area_code, r.region, to_char(r.day, 'YYYY-MM-DD') AS day, r.nps, r.nps_band, r.satisfied,
                r.body, r.polarity, r.topics, r.topic_words, r.ticket_id, r.case_no
         FROM reporting.voice_texts r WHERE ${where}
         ORDER BY r.day DESC, r.text_key DESC LIMIT ${Number(limit)} OFFSET ${Number(offset)}`,
        params.values,
      ),
      this.db.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM reporting.voice_texts r WHERE ${where}`, params.values),
    ]);
    return { rows, total: count?.total ?? 0 };
  }
}
