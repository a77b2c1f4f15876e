import { intIn, pick, type Random } from './seeded-random';

/**
 * The slips of a customer typing on a phone, applied to a finished comment: a tone mark dropped or
 * swapped (่ for ้), a word written as it is said (ประทับจัย, อะไล่), a particle's tone mark wrong
 * (นะค่ะ for นะคะ), two words run together. indexOf and one pass over the characters, no regex.
 */
const MAI_EK = '\u0E48';
const MAI_THO = '\u0E49';
const isToneMark = (code: number) => code >= 0x0e48 && code <= 0x0e4b;

const MISSPELLINGS: ReadonlyArray<readonly [string, string]> = [
  ['ประทับใจ', 'ประทับจัย'],
  ['อะไหล่', 'อะไล่'],
  ['เรียบร้อย', 'เรียบร้อบ'],
  ['ครับ', 'คับ'],
  ['นะคะ', 'นะค่ะ'],
  ['ค่ะ', 'คะ'],
  ['เลย', 'เรย'],
  ['ไม่', 'ม่าย'],
  ['สะอาด', 'สอาด'],
  ['พนักงาน', 'พนง.'],
  ['ชั่วโมง', 'ชม'],
  ['เซลล์', 'เซล'],
  ['ใช้', 'ไช้'],
  ['อธิบาย', 'อธิบย'],
  ['แอร์', 'แอ'],
  ['ซ่อม', 'ซ้อม'],
  ['ค่าใช้จ่าย', 'ค่าไช้จ่าย'],
  ['เช็ค', 'เชค'],
  ['ประกัน', 'ประกับ'],
  ['รอ', 'รอออ'],
  ['สุภาพ', 'สุภาภ'],
  ['มาก', 'มากๆ'],
];

function toneMarkPositions(text: string): number[] {
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) if (isToneMark(text.charCodeAt(i))) at.push(i);
  return at;
}

/** `text` with one typing slip, chosen by `random` (unchanged when no slip fits). */
export function withTypo(random: Random, text: string): string {
  const kind = intIn(random, 0, 3);
  if (kind <= 1) {
    const marks = toneMarkPositions(text);
    if (marks.length > 0) {
      const i = pick(random, marks);
      if (kind === 0) return text.slice(0, i) + text.slice(i + 1);
      const mark = text[i];
      const swapped = mark === MAI_EK ? MAI_THO : mark === MAI_THO ? MAI_EK : '';
      return text.slice(0, i) + swapped + text.slice(i + 1);
    }
  }
  if (kind === 3) {
    const space = text.indexOf(' ', intIn(random, 0, text.length - 1));
    if (space > 0) return text.slice(0, space) + text.slice(space + 1);
  }
  // A few tries at a word the text holds.
  for (let tries = 0; tries < 4; tries++) {
    const [right, wrong] = pick(random, MISSPELLINGS);
    const at = text.indexOf(right);
    if (at >= 0) return text.slice(0, at) + wrong + text.slice(at + right.length);
  }
  return text;
}

/** Words whose last letter a customer holds down for emphasis: มากกกก, ช้าาาา, นานนนน. */
const STRETCHABLE = ['มาก', 'นาน', 'ช้า', 'แพง', 'ร้อน', 'เร็ว', 'ไว', 'เยอะ', 'สุด'];
const STRETCHES = [2, 3, 4, 5];

/** `text` with its first stretchable word's last letter repeated, or unchanged. */
export function stretched(random: Random, text: string): string {
  for (const word of STRETCHABLE) {
    const at = text.indexOf(word);
    if (at < 0) continue;
    const end = at + word.length;
    const last = text[end - 1];
    return text.slice(0, end) + last.repeat(pick(random, STRETCHES)) + text.slice(end);
  }
  return text;
}
