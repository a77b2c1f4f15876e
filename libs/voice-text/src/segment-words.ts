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
const SEGMENTER = new Intl.Segmenter('th', { granularity: 'word' });
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const REPETITION_MARK = '\u0E46';
const LATIN_OR_DIGIT = /[a-z0-9]/i;
const ONLY_SPACE = /^\s+$/;

/**
 * V8's segmenter slows down with the square of the text's length (36 s for 100 KB of Thai here),
 * so a long text is segmented in pieces cut at a space (a space is a word boundary anyway); a run
 * of more than MAX_PIECE characters without one (hostile input, not a comment) is cut where a
 * character starts (never inside a surrogate pair or before a Thai vowel or tone mark).
 */
const MAX_PIECE = 400;
const ATTACHED = /[\uDC00-\uDFFF\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u200D\uFE0F]/;

export function* textPieces(text: string): Generator<string> {
  let from = 0;
  while (text.length - from > MAX_PIECE) {
    let cut = text.lastIndexOf(' ', from + MAX_PIECE);
    if (cut <= from) {
      cut = from + MAX_PIECE;
      while (cut > from + 1 && ATTACHED.test(text[cut])) cut--;
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
  const clauses: string[][] = [];
  if (typeof normalised !== 'string') return clauses;
  let clause: string[] = [];
  let space = false;
  let previousLatin = false;
  const end = () => {
    if (clause.length > 0) clauses.push(clause);
    clause = [];
    space = false;
  };
  for (const piece of textPieces(normalised)) {
    for (const { segment, isWordLike } of SEGMENTER.segment(piece)) {
      if (isWordLike || EMOJI.test(segment)) {
        const w = isWordLike ? word(segment) : segment;
        if (!w) continue;
        const latin = LATIN_OR_DIGIT.test(w);
        if (space && !latin && !previousLatin) end();
        space = false;
        clause.push(w);
        previousLatin = latin;
      } else if (ONLY_SPACE.test(segment)) {
        space = true;
      } else {
        end();
      }
    }
  }
  end();
  return clauses;
}
