/**
 * Negation words. The segmenter cuts "ไม่ได้" into ไม่|ได้ but keeps "ไม่มี" whole; both are one
 * negation to a reader, so ไม่ and the word after it that makes a compound negation are joined
 * back into one token ("ไม่ได้", "ไม่มี", "ไม่ค่อย", "ไม่เคย", "ไม่ต้อง"). A negation is never a
 * stop word: "ไม่ เย็น" must stay a bigram, and it flips the polarity of what follows.
 */
const NOT = 'ไม่';
const COMPOUND_WITH_NOT: ReadonlySet<string> = new Set(['ได้', 'มี', 'ค่อย', 'เคย', 'ต้อง', 'ใช่', 'เลย']);

export const NEGATIONS: ReadonlySet<string> = new Set([NOT, 'ไม่ได้', 'ไม่มี', 'ไม่ค่อย', 'ไม่เคย', 'ไม่ต้อง', 'ไม่ใช่', 'ไม่เลย', 'มิ', 'ไร้', 'not', 'no', 'never', "don't", "didn't", "isn't", "wasn't"]);

/** The one spelling phrase rules use for every negation ("ไม่ได้ล้างรถ" matches a rule "ไม่ ล้าง รถ"). */
export const CANONICAL_NEGATION = NOT;

/** The first characters of the negations: most tokens are told apart by one character, without hashing the token for a Set lookup (the phrase matchers ask of every token). */
const FIRST_CHARACTERS: ReadonlySet<number> = new Set([...NEGATIONS].map((word) => word.charCodeAt(0)));

export function isNegation(token: string): boolean {
  return FIRST_CHARACTERS.has(token.charCodeAt(0)) && NEGATIONS.has(token);
}

/** Whether ไม่ followed by this word is one negation ("ได้" in ไม่|ได้). */
export function joinsWithNot(word: string): boolean {
  return COMPOUND_WITH_NOT.has(word);
}

export const NOT_WORD = NOT;

/** The words with ไม่ joined to the word after it where the two are one negation. */
export function joinNegations(words: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === NOT && i + 1 < words.length && COMPOUND_WITH_NOT.has(words[i + 1])) {
      joined.push(NOT + words[i + 1]);
      i++;
    } else {
      joined.push(w);
    }
  }
  return joined;
}
