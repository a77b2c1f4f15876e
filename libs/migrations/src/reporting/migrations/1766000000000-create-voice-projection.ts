import type { MigrationInterface, QueryRunner } from 'typeorm';
import { voiceProjectionSql } from './frozen/voice-projection-1766000000000.sql';

/**
 * The voice projection (issue 30): one row per survey comment and ticket description with its
 * analysis, and the texts, topic, term and topic-word counts per month × dealer × type × NPS band × source,
 * with an index for every filter the voice reports and the comments list offer, and the roll-ups'
 * frozen copies (month-end freezing, as the other figures). Its two
 * checkpoints start at the beginning of their logs: the worker catches up from there.
 */
export class CreateVoiceProjection1766000000000 implements MigrationInterface {
  name = 'CreateVoiceProjection1766000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of voiceProjectionSql('reporting')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM reporting.projection_checkpoints WHERE projection IN ('voice', 'voice_surveys')`);
    await q.query(`DELETE FROM reporting.frozen_months WHERE projection IN ('voice', 'voice_surveys')`);
    await q.query(`DROP TABLE reporting.voice_topic_word_monthly_frozen, reporting.voice_topic_word_monthly, reporting.voice_term_monthly_frozen, reporting.voice_topic_monthly_frozen, reporting.voice_monthly_frozen, reporting.voice_term_monthly, reporting.voice_topic_monthly, reporting.voice_monthly, reporting.voice_texts`);
  }
}
