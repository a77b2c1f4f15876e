import type { VoiceTopicKind } from '@voc/contracts';

/** A topic code's kind: the text library names praise topics `praise.*`, every other topic is a complaint category. */
export function topicKind(topic: string): VoiceTopicKind {
  return topic.startsWith('praise.') ? 'praise' : 'complaint';
}

/** part ÷ whole in percent, one decimal; null when there is no whole. */
export function sharePercent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}
