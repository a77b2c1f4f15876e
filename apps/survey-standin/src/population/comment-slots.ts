import { pick, type Random } from './seeded-random';

/**
 * The number slots of the phrase bank ({h}, {d}, {w}, {m}, {b}, {k}, {n}), each with every way a
 * customer writes it: Arabic or Thai digits, spelt out, abbreviated units (2 ชม. / ๒ ชั่วโมง).
 * Rendered once at load, so a comment only picks from a list.
 */
const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';
const THAI_WORDS = ['', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า', 'สิบ'];

export function thaiDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    out += code >= 48 && code <= 57 ? THAI_DIGITS[code - 48] : ch;
  }
  return out;
}

function withCommas(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function forEach(values: readonly number[], render: (n: number) => string[]): string[] {
  return values.flatMap(render);
}

const range = (from: number, to: number, step = 1) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

export const SLOT_TEXTS: Record<string, readonly string[]> = {
  h: forEach(range(2, 5), (n) => [`${n} ชม.`, `${n} ชั่วโมง`, `${thaiDigits(String(n))} ชั่วโมง`, `${n}ชม`, `${THAI_WORDS[n]}ชั่วโมง`, `${n} ชั่วโมงกว่า`]),
  d: forEach(range(3, 20), (n) => [`${n} วัน`, `${thaiDigits(String(n))} วัน`, `${n}วัน`, ...(n <= 10 ? [`${THAI_WORDS[n]}วัน`] : [])]),
  w: forEach(range(1, 4), (n) => [`${n} อาทิตย์`, `${n} สัปดาห์`, `${thaiDigits(String(n))} สัปดาห์`, `${THAI_WORDS[n]}อาทิตย์`, `${n}wk`]),
  m: forEach(range(10, 45, 5), (n) => [`${n} นาที`, `${thaiDigits(String(n))} นาที`, `${n}นาที`]),
  b: forEach([1500, 2500, 3800, 4500, 6200, 8900, 12000, 15000, 20000], (n) => [
    `${withCommas(n)} บาท`,
    `${n} บาท`,
    `${n}บ.`,
    `${thaiDigits(withCommas(n))} บาท`,
    n >= 10000 ? `${n / 1000}k` : `${withCommas(n)}.-`,
  ]),
  k: forEach([10, 20, 30, 40, 50, 60, 80, 100], (n) => [`${n},000 กม.`, `${n}k`, `${n * 1000} km`, `ระยะ ${thaiDigits(String(n))},๐๐๐`, `${n},000`]),
  n: forEach(range(2, 4), (n) => [String(n), thaiDigits(String(n)), THAI_WORDS[n]]),
};

/** A phrase split at its slot once: text before, the slot's texts (or none), text after. */
export interface CompiledPhrase {
  before: string;
  slot: readonly string[] | null;
  after: string;
}

export function compilePhrase(phrase: string): CompiledPhrase {
  const open = phrase.indexOf('{');
  if (open < 0) return { before: phrase, slot: null, after: '' };
  const close = phrase.indexOf('}', open);
  const slot = SLOT_TEXTS[phrase.slice(open + 1, close)];
  if (!slot) throw new Error(`unknown slot in phrase "${phrase}"`);
  return { before: phrase.slice(0, open), slot, after: phrase.slice(close + 1) };
}

export function renderPhrase(random: Random, phrase: CompiledPhrase): string {
  if (!phrase.slot) return phrase.before;
  return phrase.before + pick(random, phrase.slot) + phrase.after;
}
