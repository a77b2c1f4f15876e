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
  const needs = rewritesNeeded(text);
  if (needs === 0) return text;
  if (needs & EXOTIC) return normaliseFully(text);
  // Thai and printable ASCII only: the passes the scan asked for, in normaliseFully's order.
  let result = text;
  if (needs & DIGITS) result = result.replace(THAI_DIGIT, thaiDigit);
  if (needs & (DIGITS | LAUGH)) result = result.replace(LAUGHTER, '555');
  if (needs & SQUEEZE) result = result.replace(REPEATED, '$1');
  if (needs & SARA_E) result = result.replace(DOUBLE_SARA_E, '\u0E41');
  if (needs & NIKHAHIT) result = result.replace(NIKHAHIT_SARA_AA, '\u0E33');
  if (needs & MARK) result = result.replace(REPETITION_MARK, '\u0E46');
  if (needs & (SPACE | MARK)) result = result.replace(WHITE_SPACE, ' ').trim();
  return result;
}

const EXOTIC = 1;
const DIGITS = 2;
const LAUGH = 4;
const SQUEEZE = 8;
const SARA_E = 16;
const NIKHAHIT = 32;
const MARK = 64;
const SPACE = 128;

/**
 * Which rewrites a text needs, from one pass over its characters: most comments need none or one,
 * and are spared the other regular-expression passes (bench:voice). EXOTIC (a control or format
 * character, an upper-case letter, a script other than Thai and ASCII, a lone surrogate) sends the
 * text through every pass. Emoji (a surrogate pair of the emoji planes) need none: they have no
 * case and NFC leaves them as they are.
 */
function rewritesNeeded(text: string): number {
  let needs = 0;
  let previous = -1;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    // An emoji (a pair of the emoji planes) is read whole, as one code point.
    if (c >= 0xd83c && c <= 0xd83e && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) c = 0x10000 + ((c - 0xd800) << 10) + (text.charCodeAt(++i) - 0xdc00);
    run = c === previous ? run + 1 : 1;
    previous = c;
    if (c >= 0x0e01 && c <= 0x0e5b) {
      if (c >= 0x0e50 && c <= 0x0e59) needs |= DIGITS;
      else if (c === 0x0e46) needs |= MARK;
      else if (c === 0x0e4d) needs |= NIKHAHIT;
      else if (c === 0x0e40 && run === 2) needs |= SARA_E;
      if (run >= 3) needs |= SQUEEZE;
    } else if (c >= 0x20 && c < 0x7f && (c < 0x41 || c > 0x5a)) {
      if (c === 0x20) {
        if (run >= 2) needs |= SPACE;
      } else if (c === 0x35) {
        if (run >= 3) needs |= LAUGH;
      } else if (run >= 3 && (c < 0x30 || c > 0x39)) {
        needs |= SQUEEZE;
      }
    } else if (c >= 0x1f000) {
      if (run >= 3) needs |= SQUEEZE;
    } else {
      return EXOTIC;
    }
  }
  if (text.charCodeAt(0) === 0x20 || previous === 0x20) needs |= SPACE;
  return needs;
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
