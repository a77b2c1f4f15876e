import type { VoiceTopicsRow, VoiceTrendItem } from '@voc/contracts';

/** One topic's share of the texts per month (percent; null for a month with no text), oldest first. */
export function topicSparkline(rows: readonly VoiceTopicsRow[], topic: string): Array<{ month: string; share: number | null }> {
  return [...rows]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((row) => ({ month: row.key, share: row.texts > 0 ? Math.round(((row.by_topic[topic] ?? 0) / row.texts) * 1000) / 10 : null }));
}

/** How a rise reads: "×2.3" against the baseline, or "new" when the baseline had none. */
export function riseText(item: Pick<VoiceTrendItem, 'ratio' | 'before'>, locale: string): { kind: 'ratio'; ratio: string } | { kind: 'new' } {
  if (item.ratio === null || item.before === 0) return { kind: 'new' };
  return { kind: 'ratio', ratio: item.ratio.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) };
}
