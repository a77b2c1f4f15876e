/**
 * Thai word segmentation by the ICU dictionary that ships with Node (`Intl.Segmenter('th')`): no
 * download, no native add-on. One segmenter serves every call (building one costs more than
 * segmenting a comment).
 *
 * Words are the segmenter's word-like segments plus emoji (the segmenter calls an emoji "not a
 * word", but 😡 and 👍 say as much as a word). The repetition mark ๆ is dropped, alone or
 * attached ("มากๆ" → "มาก"): it repeats its word for emphasis, and counting the word twice would
 * make one emphatic comment weigh as two.
 */
import { joinsWithNot, NOT_WORD } from './negation';
import { isStopWord } from './stop-words';

const SEGMENTER = new Intl.Segmenter('th', { granularity: 'word' });
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const REPETITION_MARK = '\u0E46';
const ONLY_SPACE = /^\s+$/;

/**
 * V8's segmenter slows down with the square of the text's length (36 s for 100 KB of Thai here),
 * so a long text is segmented in pieces cut at a space (a space is a word boundary anyway); a run
 * of more than MAX_PIECE characters without one (hostile input, not a comment) is cut where a
 * character starts (never inside a surrogate pair or before a Thai vowel or tone mark).
 */
const MAX_PIECE = 400;

/** A low surrogate, a Thai vowel or tone mark above or below, a zero-width joiner or an emoji presentation selector: none starts a character. */
function attached(code: number): boolean {
  return (code >= 0xdc00 && code <= 0xdfff) || code === 0x0e31 || (code >= 0x0e34 && code <= 0x0e3a) || (code >= 0x0e47 && code <= 0x0e4e) || code === 0x200d || code === 0xfe0f;
}

export function* textPieces(text: string): Generator<string> {
  let from = 0;
  while (text.length - from > MAX_PIECE) {
    let cut = text.lastIndexOf(' ', from + MAX_PIECE);
    if (cut <= from) {
      cut = from + MAX_PIECE;
      while (cut > from + 1 && attached(text.charCodeAt(cut))) cut--;
    }
    yield text.slice(from, cut);
    from = cut;
  }
  yield from === 0 ? text : text.slice(from);
}

function word(segment: string): string {
  return segment.endsWith(REPETITION_MARK) ? segment.replace(/\u0E46+$/, '') : segment;
}

/** The words of a normalised text (normaliseText first), in order. */
export function segmentWords(normalised: string): string[] {
  const words: string[] = [];
  if (typeof normalised !== 'string') return words;
  for (const piece of textPieces(normalised)) {
    for (const { segment, isWordLike } of SEGMENTER.segment(piece)) {
      if (isWordLike) {
        const w = word(segment);
        if (w) words.push(w);
      } else if (EMOJI.test(segment)) {
        words.push(segment);
      }
    }
  }
  return words;
}

/**
 * The same words cut into clauses. Thai writes no space between words but one between clauses
 * and sentences, so a space between two Thai words (or emoji) ends a clause, as does
 * punctuation; a space next to a Latin word or a number does not ("test drive", "air ไม่เย็น":
 * Thais put spaces around the English words they mix in). Bigrams, phrase rules and the reach of a
 * negation stay inside a clause: "แอร์เย็นดี พนักงานไม่สุภาพ" has no "ดี พนักงาน".
 */
export function segmentClauses(normalised: string): string[][] {
  return readClauses(normalised, false);
}

/**
 * The clauses of a normalised text, every word (content false) or its content words only (content
 * true: negations joined, "ไม่|ได้" → "ไม่ได้", and stop words and bare numbers left out, done
 * while segmenting: the hot path of bench:voice).
 */
export function readClauses(normalised: string, content: boolean): string[][] {
  const state: ClauseState = { clauses: [], clause: [], space: false, previousLatin: false, afterNot: false };
  if (typeof normalised !== 'string') return state.clauses;
  if (normalised.length <= MAX_PIECE) readPiece(normalised, content, state);
  else for (const piece of textPieces(normalised)) readPiece(piece, content, state);
  if (state.clause.length > 0) state.clauses.push(state.clause);
  return state.clauses;
}

/** What one piece of a long text hands to the next. */
interface ClauseState {
  clauses: string[][];
  clause: string[];
  space: boolean;
  previousLatin: boolean;
  /** The last word was ไม่ and is the clause's last token (content words only). */
  afterNot: boolean;
}

/**
 * One piece's segments into clauses. The hot path of bench:voice: the state in locals, no regex
 * for the common segments, no string taken for a space or a punctuation mark.
 */
function readPiece(text: string, content: boolean, state: ClauseState): void {
  let { clause, space, previousLatin, afterNot } = state;
  const clauses = state.clauses;
  const segments = SEGMENTER.segment(text);
  // Segment by segment through containing() rather than the iterator: the same segments (a
  // boundary's following boundary), read a fifth faster in Node 20's V8 (bench:voice).
  for (let at = 0, next = 0; at < text.length; at = next) {
    const segment = segments.containing(at)!;
    next = segment.index + segment.segment.length;
    let w: string;
    if (segment.isWordLike) {
      w = segment.segment;
      if (w.charCodeAt(w.length - 1) === 0x0e46) w = word(w);
      if (!w) continue;
    } else {
      // Not a word: white space, punctuation or an emoji. Its first character says which, for
      // all but the rare symbols past U+2000.
      const code = text.charCodeAt(segment.index);
      if (code <= 0x20 || code === 0xa0 || code === 0x1680) {
        space = true;
        continue;
      }
      if (code < 0x2000 || !EMOJI.test((w = segment.segment))) {
        if (code >= 0x2000 && ONLY_SPACE.test(segment.segment)) {
          space = true;
        } else {
          if (clause.length > 0) clauses.push(clause);
          clause = [];
          space = false;
          afterNot = false;
        }
        continue;
      }
    }
    // A word or an emoji. A space between two words that are not Latin (nor numbers) ends the clause.
    const first = w.charCodeAt(0) | 0x20;
    const latin = (first >= 0x61 && first <= 0x7a) || (first >= 0x30 && first <= 0x39);
    if (space && !latin && !previousLatin) {
      if (clause.length > 0) clauses.push(clause);
      clause = [];
      afterNot = false;
    }
    space = false;
    previousLatin = latin;
    if (!content) {
      clause.push(w);
    } else if (afterNot && joinsWithNot(w)) {
      clause[clause.length - 1] = NOT_WORD + w;
      afterNot = false;
    } else {
      afterNot = w === NOT_WORD;
      if (afterNot || !isStopWord(w)) clause.push(w);
    }
  }
  state.clause = clause;
  state.space = space;
  state.previousLatin = previousLatin;
  state.afterNot = afterNot;
}
