import { analyseText } from '../analyse-text';
import { phraseTokens } from '../compile-phrase';
import { isNegation } from '../negation';
import { polarityOf } from '../polarity/polarity';
import { NEGATIVE_WORDS, POSITIVE_WORDS } from '../polarity/polarity-lexicon';

describe('polarity lexicon (data)', () => {
  it('every entry keeps a word that is not a negation once cut like a comment', () => {
    expect([...POSITIVE_WORDS, ...NEGATIVE_WORDS].filter((w) => !phraseTokens(w).some((t) => !isNegation(t)))).toEqual([]);
  });

  it('no word is both positive and negative', () => {
    const positive = new Set(POSITIVE_WORDS.map((w) => phraseTokens(w).join(' ')));
    expect(NEGATIVE_WORDS.filter((w) => positive.has(phraseTokens(w).join(' ')))).toEqual([]);
  });
});

describe('polarityOf (words decide; the NPS band when they are silent or mixed)', () => {
  it.each([
    [2, 0, undefined, 'positive'],
    [0, 1, undefined, 'negative'],
    [1, 0, 'bottom6', 'positive'],
    [0, 1, 'top2box', 'negative'],
    [0, 0, undefined, 'neutral'],
    [0, 0, 'top2box', 'positive'],
    [0, 0, 'bottom6', 'negative'],
    [0, 0, 'passive', 'neutral'],
    [2, 1, 'bottom6', 'negative'],
    [1, 2, 'top2box', 'positive'],
    [1, 1, 'passive', 'neutral'],
    [2, 1, undefined, 'positive'],
    [1, 2, undefined, 'negative'],
    [1, 1, undefined, 'neutral'],
  ] as const)('%i positive, %i negative, band %s → %s', (positive, negative, band, expected) => {
    expect(polarityOf(positive, negative, band)).toBe(expected);
  });
});

describe('polarity of a comment', () => {
  it.each([
    ['ดีมากครับ', 'positive'],
    ['ไม่ดีเลย', 'negative'],
    ['ไม่ประทับใจ', 'negative'],
    ['ไม่ค่อยดี', 'negative'],
    ['ประทับใจมากค่ะ 👍', 'positive'],
    ['แย่มาก😡', 'negative'],
    ['แอร์ไม่เย็น', 'negative'],
    ['ไม่ติดต่อกลับ', 'negative'],
    ['ไม่แพง', 'positive'],
    ['ไม่ช้า', 'positive'],
    ['เข้ารับบริการเช็คระยะ', 'neutral'],
    ['', 'neutral'],
    ['slow and expensive', 'negative'],
    ['good service', 'positive'],
  ])('%s → %s', (text, expected) => {
    expect(analyseText(text).polarity).toBe(expected);
  });

  it.each([
    ['พนักงานดี แต่รอนาน', 'bottom6', 'negative'],
    ['พนักงานดี แต่รอนาน', 'top2box', 'positive'],
    ['พนักงานดี แต่รอนาน', 'passive', 'neutral'],
    ['เข้ารับบริการเช็คระยะ', 'top2box', 'positive'],
    ['เข้ารับบริการเช็คระยะ', 'bottom6', 'negative'],
    ['บริการดีมาก', 'bottom6', 'positive'],
  ] as const)('%s with band %s → %s', (text, band, expected) => {
    expect(analyseText(text, { npsBand: band }).polarity).toBe(expected);
  });
});
