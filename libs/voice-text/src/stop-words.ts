import thaiStopWords from 'stopwords-th/stopwords-th.json';
import { isNegation } from './negation';
import { normaliseText } from './normalise-text';

/**
 * Stop words: the stopwords-iso Thai list (npm stopwords-th, MIT) and ours. Ours are what survey
 * comments carry and news text (where that list comes from) does not: polite particles, the
 * pronouns customers refer to themselves with, fillers. A few words of the Thai list carry meaning
 * in a car-service comment and are kept (KEPT_WORDS). Negations are never stop words.
 */
export const DOMAIN_STOP_WORDS: readonly string[] = [
  // polite particles and their spoken spellings (not ค่า: it is also "fee", as in ค่าแรง)
  'ครับ', 'คับ', 'ครัช', 'ค่ะ', 'คะ', 'คร่ะ', 'นะ', 'นะคะ', 'นะครับ', 'น่ะ', 'จ้า', 'จ้ะ', 'จ๊ะ', 'จ๊า', 'ฮะ', 'ครับผม', 'เจ้าค่ะ', 'ค๊ะ', 'งับ', 'ฮับ', 'เนอะ', 'นะจ๊ะ', 'ล่ะ', 'หรอ', 'เหรอ', 'มั้ย', 'ไหม', 'ป่ะ',
  // pronouns
  'ผม', 'ดิฉัน', 'ฉัน', 'หนู', 'เค้า', 'ท่าน', 'คุณ', 'เรา', 'เขา', 'มัน', 'พวกเรา', 'ตัวเอง',
  // fillers and degree words that add no topic
  'ก็', 'จริงๆ', 'จริง', 'ค่อนข้าง', 'สุดๆ', 'เท่าไหร่', 'เท่าไร', 'นิดหน่อย', 'หน่อย', 'บ้าง', 'อะ', 'อ่ะ', 'เอ่อ', 'แค่', 'ซะ', 'นี่', 'โน่น', 'นั่น', 'คือ', 'เพิ่ง', 'กำลัง', 'จะ', 'ได้', 'มี', 'เป็น', 'อยู่', 'แล้ว',
  // English function words mixed into Thai comments
  'the', 'a', 'an', 'is', 'are', 'was', 'to', 'of', 'and', 'or', 'it', 'this', 'that', 'very', 'so', 'in', 'on', 'at', 'for', 'i', 'we', 'you',
];

/**
 * Words of the Thai list that carry meaning in a service comment ("อะไหล่ยังไม่มา", "ไฟแนนซ์ไม่ผ่าน",
 * "อะไหล่ไม่พร้อม": the word a negation denies must stay), or that the segmenter cuts out
 * of a longer word whose meaning would go with them (ติด|ตั้ง, เสียง|ดัง, สุด|ยอด, น่า|รัก).
 */
export const KEPT_WORDS: readonly string[] = ['ถูก', 'รับ', 'ส่ง', 'ออก', 'เปิด', 'วัน', 'มา', 'ผ่าน', 'พร้อม', 'ตั้ง', 'ดัง', 'สุด', 'น่า'];

/**
 * Stop words whose loss does not change what a phrase names ("ของแถม" → แถม, "ความสะอาด" →
 * สะอาด, "ไม่ให้ส่วนลด" → ไม่ ส่วนลด); the rule data's tests allow only these to drop.
 */
export const LIGHT_STOP_WORDS: readonly string[] = ['ของ', 'มี', 'ความ', 'การ', 'เป็น', 'ได้', 'มาก', 'ที่', 'ให้', 'ตาม', 'อยู่', 'ใน', 'ขอ'];

/**
 * Words of the formula staff write a complaint down in ("ลูกค้าแจ้งว่า", "ลูกค้าโทรร้องเรียนว่า",
 * "จากแบบสอบถาม ลูกค้าระบุว่า", "ลูกค้าให้คะแนนต่ำ เนื่องจาก", "เคยร้องเรียนเรื่องนี้"): every
 * ticket description carries some, so their counts follow the number of tickets, not what customers
 * say, and rise whenever tickets make up more of a period's texts (the demo's current month, whose
 * survey answers are still coming in, put "ลูกค้า แจ้ง" and "แจ้ง ร้อง" at the top of the rising
 * words). Unlike stop words they stay tokens: the phrase rules and the polarity lexicon still read
 * "ไม่แจ้ง", "ไม่สนใจลูกค้า"; they are only not counted as terms (termsOf), alone or in a bigram,
 * unless the other word is a negation ("ไม่ แจ้ง" is a complaint).
 */
export const FORMULA_WORDS: readonly string[] = ['ลูกค้า', 'แจ้ง', 'ร้อง', 'เรียน', 'ร้องเรียน', 'เรื่อง', 'ระบุ', 'แบบสอบถาม', 'แบบสำรวจ', 'สำรวจ', 'คะแนน', 'call', 'center', 'callcenter'];

const FORMULA: ReadonlySet<string> = new Set(FORMULA_WORDS.map((word) => normaliseText(word)));

/** Whether a token is a word of the staff's reporting formula (FORMULA_WORDS): a token, never a term. */
export function isFormulaWord(token: string): boolean {
  return FORMULA.has(token);
}

const NUMBER_OR_MARK = /^[0-9.,:/%+-]+$/;
const LAUGHTER = '555';

const STOP_WORDS: ReadonlySet<string> = (() => {
  const kept = new Set(KEPT_WORDS);
  const words = new Set<string>();
  for (const raw of [...(thaiStopWords as string[]), ...DOMAIN_STOP_WORDS]) {
    const word = normaliseText(raw);
    // The Thai list holds one broken entry (a lone tone mark and consonant, "้ง").
    if (!word || /^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/.test(word)) continue;
    if (!kept.has(word) && !isNegation(word)) words.add(word);
  }
  return words;
})();

export function isStopWord(token: string): boolean {
  if (STOP_WORDS.has(token)) return true;
  const first = token.charCodeAt(0);
  // Only a token starting with a digit or a mark can be a bare number.
  return first < 0x3a && NUMBER_OR_MARK.test(token) && token !== LAUGHTER;
}

/** The tokens without stop words and bare numbers; negations and emoji stay. */
export function removeStopWords(tokens: readonly string[]): string[] {
  return tokens.filter((token) => !isStopWord(token));
}

/** How many stop words the filter knows (for the tests' sanity check). */
export const STOP_WORD_COUNT = STOP_WORDS.size;
