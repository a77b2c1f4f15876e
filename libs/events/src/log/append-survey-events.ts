import type { EntityManager } from 'typeorm';
import { surveyCaseKey, type SurveyEventPayloads, type SurveyEventType } from '../catalogue/survey-events';

/** A survey event about to be appended (position, transaction and case key are the log's). */
export type NewSurveyEvent<T extends SurveyEventType = SurveyEventType> = {
  [K in T]: { type: K; payload: SurveyEventPayloads[K]; occurredAt: Date };
}[T];

/** Appends events in the caller's transaction, in the given order, with one statement. */
export async function appendSurveyEvents(manager: Pick<EntityManager, 'query'>, events: readonly NewSurveyEvent[]): Promise<void> {
  if (events.length === 0) return;
  await manager.query(
    `INSERT INTO survey_events (case_key, type, payload, occurred_at)
     SELECT k, t, p, o FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::timestamptz[]) WITH ORDINALITY AS x(k, t, p, o, n) ORDER BY n`,
    [
      events.map((e) => surveyCaseKey(e.payload.case.type, e.payload.case.survey_id)),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.payload)),
      events.map((e) => e.occurredAt.toISOString()),
    ],
  );
}
