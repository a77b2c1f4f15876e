import { VOICE_SURVEY_LOG, VOICE_TICKET_LOG } from '@voc/events';
import type { SqlRunner } from '@voc/persistence';
import { worstFreshness } from '../../reports/services/projection-freshness';

/** When the voice figures are from: the furthest behind of the projection's two checkpoints. */
export async function voiceDataAsOf(events: SqlRunner, reporting: SqlRunner): Promise<string | null> {
  return (await worstFreshness(events, reporting, [VOICE_TICKET_LOG, VOICE_SURVEY_LOG])).data_as_of;
}
