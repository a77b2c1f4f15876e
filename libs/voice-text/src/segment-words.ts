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
  const reader = new ClauseReader(content);
  if (typeof normalised !== 'string') return reader.clauses;
  if (normalised.length <= MAX_PIECE) reader.read(normalised);
  else for (const piece of textPieces(normalised)) reader.read(piece);
  reader.end();
  return reader.clauses;
}

/** Latin letter or digit: the first character says (a Thai word starts with a Thai letter). */
function latinOrDigit(w: string): boolean {
  const code = w.charCodeAt(0) | 0x20;
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
}

/** The clause state carried from one piece of a long text to the next. The hot path of bench:voice: no regex for the common cases. */
class ClauseReader {
  readonly clauses: string[][] = [];
  private clause: string[] = [];
  private space = false;
  private previousLatin = false;
  /** The last word was ไม่ and is the clause's last token (content words only). */
  private afterNot = false;

  constructor(private readonly content: boolean) {}

  read(text: string): void {
    for (const segment of SEGMENTER.segment(text)) {
      if (segment.isWordLike) {
        this.push(word(segment.segment));
        continue;
      }
      // Not a word: white space, punctuation or an emoji. Its first character says which, for all
      // but the rare symbols past U+2000 (no string taken for the common ones).
      const code = text.charCodeAt(segment.index);
      if (code === 0x20) {
        this.space = true;
      } else if (code >= 0x2000) {
        const s = segment.segment;
        if (EMOJI.test(s)) this.push(s);
        else if (ONLY_SPACE.test(s)) this.space = true;
        else this.end();
      } else if (code <= 0x20 || code === 0xa0 || code === 0x1680) {
        this.space = true;
      } else {
        this.end();
      }
    }
  }

  end(): void {
    if (this.clause.length > 0) this.clauses.push(this.clause);
    this.clause = [];
    this.space = false;
    this.afterNot = false;
  }

  private push(w: string): void {
    if (!w) return;
    const latin = latinOrDigit(w);
    if (this.space && !latin && !this.previousLatin) this.end();
    this.space = false;
    this.previousLatin = latin;
    if (!this.content) {
      this.clause.push(w);
      return;
    }
    if (this.afterNot && joinsWithNot(w)) {
      this.clause[this.clause.length - 1] = NOT_WORD + w;
      this.afterNot = false;
      return;
    }
    this.afterNot = w === NOT_WORD;
    if (this.afterNot || !isStopWord(w)) this.clause.push(w);
  }
}
