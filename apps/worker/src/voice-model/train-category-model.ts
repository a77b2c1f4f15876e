import { evaluateCategoryModel, trainCategoryModel, type LabelledText } from '@voc/voice-text';
import type { UnitOfWork, SqlRunner } from '@voc/sql';
import { splitHeldOut } from './held-out-split';

/** Fewer labelled tickets than this train nothing: the suggestions stay on the phrase rules. */
export const MIN_TRAINING_EXAMPLES = 30;
/** Trained models kept (the newest suggests; the rest to compare a retrain with). */
export const MODELS_KEPT = 10;

export type TrainingOutcome =
  | { trained: true; id: string; examples: number; heldOut: number; top1: number; top3: number; baselineTop1: number; baselineTop3: number }
  | { trained: false; examples: number; reason: 'too_few_examples' };

/**
 * The labelled tickets of the voice projection (reporting.voice_texts): each ticket's description
 * with the complaint categories ticked on it now, deleted ones left out, in a stable order.
 */
export async function readLabelledTickets(reporting: SqlRunner, schema = 'reporting'): Promise<Array<LabelledText & { key: string }>> {
  const rows = await reporting.query<Array<{ text_key: string; body: string; categories: string[]; type: 'showroom' | 'service' }>>(
    `SELECT text_key, body, categories, type FROM ${schema}.voice_texts WHERE source = 'ticket' AND NOT deleted AND cardinality(categories) > 0 ORDER BY text_key`,
  );
  return rows.map((r) => ({ key: r.text_key, text: r.body, categories: r.categories, ticketType: r.type }));
}

/**
 * Retrains the complaint-category model: measured on the held-out fifth (top-1, top-3, and the
 * most-frequent-category baseline on the same texts) by a model trained on the rest, then trained
 * on every example for use, and stored in the main database with its training date, example count
 * and those accuracies. Older models beyond MODELS_KEPT are removed.
 */
export async function retrainCategoryModel(reporting: SqlRunner, uow: UnitOfWork, now = new Date()): Promise<TrainingOutcome> {
  const examples = await readLabelledTickets(reporting);
  if (examples.length < MIN_TRAINING_EXAMPLES) return { trained: false, examples: examples.length, reason: 'too_few_examples' };
  const { train, heldOut } = splitHeldOut(examples);
  const accuracy = evaluateCategoryModel(train, heldOut);
  const model = trainCategoryModel(examples, now.toISOString());
  const id = await uow.run(async (manager) => {
    const [row] = await manager.query<Array<{ id: string }>>(
      `INSERT INTO voice_category_models (trained_at, examples, held_out, top1, top3, baseline_top1, baseline_top3, model)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING id::text`,
      [now.toISOString(), examples.length, heldOut.length, accuracy.top1, accuracy.top3, accuracy.baselineTop1, accuracy.baselineTop3, JSON.stringify(model)],
    );
    await manager.query(`DELETE FROM voice_category_models WHERE id NOT IN (SELECT id FROM voice_category_models ORDER BY trained_at DESC, id DESC LIMIT ${MODELS_KEPT})`);
    return row.id;
  });
  return { trained: true, id, examples: examples.length, heldOut: heldOut.length, top1: accuracy.top1, top3: accuracy.top3, baselineTop1: accuracy.baselineTop1, baselineTop3: accuracy.baselineTop3 };
}
