import {
  columnNames,
  projectorSelectSql,
  rollupSql,
  upsertFromJsonSql,
  VOICE_ROLLUP_TABLES,
  VOICE_TERM_MONTHLY,
  VOICE_TEXTS,
  VOICE_TOPIC_MONTHLY,
  VOICE_TOPIC_WORD_MONTHLY,
  type ReportingTable,
} from '@voc/reporting-schema';
import { type SqlRunner } from '@voc/sql';
import type { SurveyEvent, TicketEvent } from '@voc/events';
import { evolveSurveyText, evolveTicketText, surveyTextKey, ticketTextKey, type VoiceTextState } from './voice-text.evolve';

async function loadTexts(manager: SqlRunner, schema: string, keys: readonly string[]): Promise<Map<string, VoiceTextState>> {
  if (keys.length === 0) return new Map();
  const rows = await manager.query<VoiceTextState[]>(`SELECT ${projectorSelectSql(VOICE_TEXTS)} FROM ${schema}.voice_texts WHERE text_key = ANY($1::text[])`, [keys]);
  return new Map(rows.map((row) => [row.text_key, row]));
}

/** Evolves a batch's text rows and saves those that changed; answers them. */
async function applyTexts<E>(manager: SqlRunner, schema: string, events: readonly E[], keyOf: (event: E) => string, evolve: (state: VoiceTextState | undefined, event: E) => VoiceTextState | undefined): Promise<VoiceTextState[]> {
  const states = await loadTexts(manager, schema, [...new Set(events.map(keyOf))]);
  const changed = new Map<string, VoiceTextState>();
  for (const event of events) {
    const key = keyOf(event);
    const next = evolve(states.get(key), event);
    if (!next) continue;
    states.set(key, next);
    changed.set(key, next);
  }
  if (changed.size > 0) await manager.query(upsertFromJsonSql(schema, VOICE_TEXTS, 'replace'), [JSON.stringify([...changed.values()])]);
  return [...changed.values()];
}

const SLICE_KEY = ['month', 'dealer_ref', 'type', 'nps_band', 'source'] as const;
const KEYS_SQL = `SELECT * FROM jsonb_to_recordset($1::jsonb) AS k(month date, dealer_ref uuid, type text, nps_band text, source text)`;
const keyMatch = (alias: string) => SLICE_KEY.map((c) => `${alias}.${c} = k.${c}`).join(' AND ');

/** What a roll-up unnests from each text: its topics, its terms, its `<topic> <word>` pairs, or nothing (the texts themselves). */
function unnestOf(table: ReportingTable): string {
  if (table === VOICE_TOPIC_MONTHLY) return 'CROSS JOIN LATERAL unnest(t.topics) AS x(topic)';
  if (table === VOICE_TERM_MONTHLY) return 'CROSS JOIN LATERAL unnest(t.terms) AS x(term)';
  if (table === VOICE_TOPIC_WORD_MONTHLY) return 'CROSS JOIN LATERAL unnest(t.topic_words) AS x(pair)';
  return '';
}

/** The SELECT grouping voice_texts rows `t` (those `join` and `where` keep, never deleted ones) into `table`. */
export function rollupSelect(schema: string, table: ReportingTable, join: string, where: string): string {
  return `SELECT ${columnNames(table).map((c) => rollupSql(table, c)).join(', ')}
     FROM ${schema}.voice_texts t ${join} ${unnestOf(table)}
     WHERE NOT t.deleted ${where}
     GROUP BY ${table.primaryKey.map((c) => rollupSql(table, c)).join(', ')}`;
}

/**
 * Recounts every roll-up for the (month, dealer, type, band, source) slices of the changed rows
 * from voice_texts, set-based (delete the slices, insert them again grouped): a text whose words
 * changed leaves no trace of the old ones. Running it twice gives the same rows.
 */
export async function recountVoiceSlices(manager: SqlRunner, schema: string, changed: readonly VoiceTextState[]): Promise<void> {
  const keys = [...new Map(changed.map((r) => [SLICE_KEY.map((c) => r[c]).join('|'), Object.fromEntries(SLICE_KEY.map((c) => [c, r[c]]))])).values()];
  if (keys.length === 0) return;
  const json = JSON.stringify(keys);
  for (const table of VOICE_ROLLUP_TABLES) {
    await manager.query(`DELETE FROM ${schema}.${table.name} r USING (${KEYS_SQL}) k WHERE ${keyMatch('r')}`, [json]);
    await manager.query(`INSERT INTO ${schema}.${table.name} (${columnNames(table).join(', ')}) ${rollupSelect(schema, table, `JOIN (${KEYS_SQL}) k ON ${keyMatch('t')}`, '')}`, [json]);
  }
}

/** Every voice roll-up recounted whole from voice_texts (the end of a replay, which skipped the per-batch recounts). */
export async function rebuildVoiceRollups(manager: SqlRunner, schema: string): Promise<void> {
  for (const table of VOICE_ROLLUP_TABLES) {
    await manager.query(`DELETE FROM ${schema}.${table.name}`);
    await manager.query(`INSERT INTO ${schema}.${table.name} (${columnNames(table).join(', ')}) ${rollupSelect(schema, table, '', '')}`);
  }
}

/** Applies a batch of ticket events to the voice projection (descriptions). `rollups` false: a replay recounts at the end. */
export async function applyVoiceTicketEvents(manager: SqlRunner, schema: string, events: readonly TicketEvent[], rollups = true): Promise<void> {
  const changed = await applyTexts(manager, schema, events, (e) => ticketTextKey(e.ticket_id), evolveTicketText);
  if (rollups) await recountVoiceSlices(manager, schema, changed);
}

/** Applies a batch of survey events to the voice projection (comments, and the tickets they raised). */
export async function applyVoiceSurveyEvents(manager: SqlRunner, schema: string, events: readonly SurveyEvent[], rollups = true): Promise<void> {
  const changed = await applyTexts(manager, schema, events, (e) => surveyTextKey(e.case_key), evolveSurveyText);
  if (rollups) await recountVoiceSlices(manager, schema, changed);
}
