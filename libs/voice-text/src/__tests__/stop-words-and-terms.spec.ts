import { normaliseText } from '../normalise-text';
import { isStopWord, KEPT_WORDS, removeStopWords, STOP_WORD_COUNT } from '../stop-words';
import { bigrams, contentClauses, termsOf } from '../text-terms';

const clauses = (text: string) => contentClauses(normaliseText(text));

describe('stop words', () => {
  it('holds the npm Thai list and ours', () => {
    expect(STOP_WORD_COUNT).toBeGreaterThan(150);
  });

  it.each([
    ['polite particle', 'ครับ', true],
    ['polite particle', 'ค่ะ', true],
    ['polite particle', 'นะคะ', true],
    ['polite particle', 'จ้า', true],
    ['pronoun', 'ผม', true],
    ['Thai list', 'ที่', true],
    ['Thai list, written with nikhahit + sara aa there', 'ทำ', true],
    ['negation', 'ไม่', false],
    ['compound negation', 'ไม่ได้', false],
    ['compound negation', 'ไม่มี', false],
    ['kept from the Thai list: cheap', 'ถูก', false],
    ['content word', 'แอร์', false],
    ['emoji', '😡', false],
    ['bare number', '10,000', true],
    ['laughter', '555', false],
  ])('%s %s → %s', (_kind, word, stop) => {
    expect(isStopWord(word)).toBe(stop);
  });

  it('keeps every kept word', () => {
    expect(removeStopWords(KEPT_WORDS)).toEqual(KEPT_WORDS);
  });
});

describe('content clauses, bigrams and terms', () => {
  it.each([
    ['แอร์ไม่เย็นเลยค่ะ', [['แอร์', 'ไม่', 'เย็น']], ['แอร์ ไม่', 'ไม่ เย็น']],
    ['รอนานมากครับ', [['รอ', 'นาน']], ['รอ นาน']],
    ['ไม่ได้ล้างรถให้นะคะ', [['ไม่ได้', 'ล้าง', 'รถ']], ['ไม่ได้ ล้าง', 'ล้าง รถ']],
    ['ไม่มีอะไหล่ ต้องรอ', [['ไม่มี', 'อะไหล่'], ['รอ']], ['ไม่มี อะไหล่']],
    ['ดีมาก👍 ขอบคุณครับ', [['ดี', '👍'], ['ขอบคุณ']], []],
    ['ครับ ค่ะ นะ', [], []],
  ])('%s', (text, expectedClauses, expectedBigrams) => {
    const content = clauses(text);
    expect(content).toEqual(expectedClauses);
    expect(bigrams(content)).toEqual(expectedBigrams);
  });

  it('terms are the distinct words then the bigrams', () => {
    expect(termsOf(clauses('รอนาน รอนานมาก'))).toEqual(['รอ', 'นาน', 'รอ นาน']);
  });

  it('a negation stays in its bigram (the issue: "ไม่ เย็น")', () => {
    expect(termsOf(clauses('แอร์ไม่เย็น'))).toContain('ไม่ เย็น');
    expect(termsOf(clauses('ซ่อมไม่หาย'))).toContain('ไม่ หาย');
  });
});
