import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The survey sync's writes touch fewer indexes (issue 12, bench:survey stop 21):
 * - survey_events_case_idx (case_key, position) is read by nothing (the projections read the log
 *   in (tx_id, position) order, survey_events_tx_idx) and cost an index insert per event.
 * - survey_cases_dealer_idx (dealer_ref, survey_type, received_day) is read by nothing either (the
 *   reports read the projections; the sync looks cases up by their key) and cost an index entry
 *   per case and per answer.
 * - survey_cases keeps a fifth of each page free (fillfactor 80): a case's answer then updates
 *   its row in place (a HOT update: answered_at, ticket_id and updated_at are in no index), rather
 *   than writing a new version elsewhere and a new entry in the key's index.
 * A reader that needs a case's history by key later adds the index it needs.
 */
export class LeanSurveyWriteIndexes1765200000000 implements MigrationInterface {
  name = 'LeanSurveyWriteIndexes1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX survey_events_case_idx`);
    await q.query(`DROP INDEX survey_cases_dealer_idx`);
    await q.query(`ALTER TABLE survey_cases SET (fillfactor = 80)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE survey_cases RESET (fillfactor)`);
    await q.query(`CREATE INDEX survey_cases_dealer_idx ON survey_cases (dealer_ref, survey_type, received_day)`);
    await q.query(`CREATE INDEX survey_events_case_idx ON survey_events (case_key, position)`);
  }
}
