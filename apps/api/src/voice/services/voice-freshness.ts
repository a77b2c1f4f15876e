import { feedNamed, projectionNamed } from '@voc/projections';
import type { SqlRunner } from '@voc/sql';
import { freshnessFromRow, type FreshnessRow, freshnessSql, worstFreshness, worstOf } from '../../reports/services/projection-freshness';

/** When the voice figures are from: the furthest behind of the projection's two checkpoints. */
export async function voiceDataAsOf(events: SqlRunner, reporting: SqlRunner): Promise<string | null> {
  return (await worstFreshness(events, reporting, projectionNamed('voice').feeds)).data_as_of;
}

/**
 * voiceDataAsOf's reads as SQL parts of a report's one statement (VoiceFiguresRepository.together)
 * when the reporting store is the main database (`events` and `reporting` the same runner): no
 * round trips of their own. None for a reporting database of its own: the report then asks
 * voiceDataAsOf beside its statement.
 */
export function voiceFreshnessParts(events: SqlRunner, reporting: SqlRunner): { ticketLog?: string; surveyLog?: string } {
  if (events !== reporting) return {};
  return { ticketLog: freshnessSql(feedNamed('voice')), surveyLog: freshnessSql(feedNamed('voice_surveys')) };
}

/**
 * voiceDataAsOf from the rows of voiceFreshnessParts' two parts; by its own reads when a log has
 * more pending events than the parts read (a projection far behind: rare, and then exact).
 */
export async function voiceDataAsOfFromRows(ticketLog: unknown[], surveyLog: unknown[], events: SqlRunner, reporting: SqlRunner): Promise<string | null> {
  const now = Date.now();
  const ticket = freshnessFromRow(ticketLog[0] as FreshnessRow | undefined, now);
  const survey = freshnessFromRow(surveyLog[0] as FreshnessRow | undefined, now);
  if (!ticket || !survey) return voiceDataAsOf(events, reporting);
  return worstOf([ticket, survey]).data_as_of;
}
