import type { VoiceHighlight } from '@voc/contracts';

/**
 * Where the given words stand in a text as written: every occurrence, compared case-insensitively
 * (the words are the library's normalised ones; Thai is written the same, Latin was lower-cased).
 * Overlaps keep the earlier (then the longer) stretch, so the dashboard can mark them in order.
 */
export function findHighlights(text: string, words: ReadonlyArray<{ word: string; topic: string | null }>): VoiceHighlight[] {
  const found: VoiceHighlight[] = [];
  for (const { word, topic } of words) {
    const parts = word.trim().split(/\s+/).filter(Boolean);
    if (parts.length === 0) continue;
    // A two-word phrase ("ไม่ เย็น") is written with or without the space between its words.
    const pattern = new RegExp(parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*'), 'giu');
    for (const match of text.matchAll(pattern)) found.push({ start: match.index, end: match.index + match[0].length, topic });
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: VoiceHighlight[] = [];
  for (const h of found) if (!kept.length || h.start >= kept[kept.length - 1].end) kept.push(h);
  return kept;
}

/** The `<topic> <word>` pairs of a text's row, per topic. */
export function wordsByTopic(pairs: readonly string[]): Map<string, string[]> {
  const byTopic = new Map<string, string[]>();
  for (const pair of pairs) {
    const space = pair.indexOf(' ');
    if (space <= 0) continue;
    const topic = pair.slice(0, space);
    byTopic.set(topic, [...(byTopic.get(topic) ?? []), pair.slice(space + 1)]);
  }
  return byTopic;
}
