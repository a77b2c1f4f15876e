import type { VoiceHighlight } from '@voc/contracts';

/** A stretch of a comment, marked or not; `topics` are the topics whose words it holds (empty for a search match). */
export interface TextSegment {
  text: string;
  marked: boolean;
  topics: string[];
}

/**
 * Cuts a comment into plain and marked stretches. Spans outside the text are clipped, empty ones
 * dropped, and overlapping or touching spans merged into one mark (a word may decide two topics
 * and match the search too).
 */
export function highlightSegments(comment: string, highlights: readonly VoiceHighlight[]): TextSegment[] {
  const spans = highlights
    .map((h) => ({ start: Math.max(0, Math.min(h.start, comment.length)), end: Math.max(0, Math.min(h.end, comment.length)), topic: h.topic }))
    .filter((h) => h.end > h.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Array<{ start: number; end: number; topics: string[] }> = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) {
      last.end = Math.max(last.end, span.end);
      if (span.topic && !last.topics.includes(span.topic)) last.topics.push(span.topic);
    } else {
      merged.push({ start: span.start, end: span.end, topics: span.topic ? [span.topic] : [] });
    }
  }
  const segments: TextSegment[] = [];
  let at = 0;
  for (const mark of merged) {
    if (mark.start > at) segments.push({ text: comment.slice(at, mark.start), marked: false, topics: [] });
    segments.push({ text: comment.slice(mark.start, mark.end), marked: true, topics: mark.topics });
    at = mark.end;
  }
  if (at < comment.length) segments.push({ text: comment.slice(at), marked: false, topics: [] });
  return segments;
}
