/**
 * One spelling for what customers type many ways, so that counts, rules and the classifier see
 * one word where people wrote several:
 *
 * - Unicode NFC; control and format characters (and lone surrogates) become spaces, every run of
 *   white space one space, trimmed.
 * - Thai digits ๐-๙ become 0-9.
 * - Latin letters lower-case.
 * - A character typed three or more times in a row is kept once ("มากกกก" → "มาก", "ดีีีี" → "ดี",
 *   "sooo" → "so", "😡😡😡" → "😡"). Two in a row are kept: Thai writes legitimate doubles
 *   (ro han "รร" in "บรรยากาศ", "ออ" in "ออก", Latin "good"), and no Thai or English word needs
 *   three. Digits are never squeezed ("1000" is a number); a run of 5s of three or more is Thai
 *   laughter ("55555" = "hahaha") and becomes "555".
 * - Two sara e (เเ), a common typing of sara ae, become แ; nikhahit + sara aa (ํา) becomes sara am
 *   (ำ): NFC leaves both alone, and the same word would otherwise be two.
 * - The repetition mark ๆ (repeat the word before, for emphasis) is written once and attached to
 *   its word ("มาก ๆ ๆ" → "มากๆ"); the segmenter then drops it (segmentWords).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_OR_FORMAT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\uFEFF\uFFF9-\uFFFB]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const THAI_DIGIT = /[\u0E50-\u0E59]/g;
const LAUGHTER = /(?<![0-9])5{3,}(?![0-9])/g;
const REPEATED = /([^0-9])\1{2,}/gu;
const DOUBLE_SARA_E = /\u0E40\u0E40/g;
const NIKHAHIT_SARA_AA = /\u0E4D\u0E32/g;
const REPETITION_MARK = /\s*\u0E46(?:\s*\u0E46)*/g;
const WHITE_SPACE = /\s+/g;

function thaiDigit(digit: string): string {
  return String(digit.charCodeAt(0) - 0x0e50);
}

export function normaliseText(text: string): string {
  if (typeof text !== 'string' || text.length === 0) return '';
  return alreadyNormal(text) ? text : normaliseFully(text);
}

/**
 * Whether the text is already in normal form: lower-case ASCII and Thai letters only (for which
 * NFC changes nothing), single spaces inside, nothing this module rewrites. Most comments are; one
 * pass over their characters spares them ten regular-expression passes (bench:voice).
 */
function alreadyNormal(text: string): boolean {
  let previous = -1;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || (c >= 0x41 && c <= 0x5a) || c >= 0x7f) {
      // Not printable ASCII: only Thai letters and marks are left as they are.
      if (c < 0x0e01 || c > 0x0e5b || (c >= 0x0e50 && c <= 0x0e59) || c === 0x0e46 || c === 0x0e4d) return false;
    }
    run = c === previous ? run + 1 : 1;
    if (run >= 2 && (c === 0x20 || c === 0x0e40)) return false;
    if (run >= 3 && (c < 0x30 || c > 0x39 || c === 0x35)) return false;
    previous = c;
  }
  return text.charCodeAt(0) !== 0x20 && previous !== 0x20;
}

/** Every rewrite, in order (the reference the fast path must agree with). */
export function normaliseFully(text: string): string {
  if (typeof text !== 'string' || text.length === 0) return '';
  return text
    .normalize('NFC')
    .replace(CONTROL_OR_FORMAT, ' ')
    .replace(THAI_DIGIT, thaiDigit)
    .toLowerCase()
    .replace(LAUGHTER, '555')
    .replace(REPEATED, '$1')
    .replace(DOUBLE_SARA_E, '\u0E41')
    .replace(NIKHAHIT_SARA_AA, '\u0E33')
    .replace(REPETITION_MARK, '\u0E46')
    .replace(WHITE_SPACE, ' ')
    .trim();
}
