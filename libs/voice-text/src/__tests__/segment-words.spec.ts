import { joinNegations } from '../negation';
import { normaliseText } from '../normalise-text';
import { segmentClauses, segmentWords, textPieces } from '../segment-words';

const words = (text: string) => segmentWords(normaliseText(text));

describe('segmentWords (Intl.Segmenter th, no dictionary download)', () => {
  it.each([
    ['แอร์ไม่เย็นเลยค่ะ', ['แอร์', 'ไม่', 'เย็น', 'เลย', 'ค่ะ']],
    ['รออะไหล่นานมาก', ['รอ', 'อะไหล่', 'นาน', 'มาก']],
    ['พนักงานพูดจาไม่สุภาพ', ['พนักงาน', 'พูดจา', 'ไม่', 'สุภาพ']],
    ['ดีมากๆ', ['ดี', 'มาก']],
    ['ดีมาก ๆ ครับ', ['ดี', 'มาก', 'ครับ']],
    ['เช็คระยะ 10,000 กม.', ['เช็ค', 'ระยะ', '10,000', 'กม']],
    ['Service Advisor ดูแลดี', ['service', 'advisor', 'ดูแล', 'ดี']],
    ['ห่วยมาก😡👎', ['ห่วย', 'มาก', '😡', '👎']],
  ])('%s', (text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it.each([[''], ['   '], ['!!! ... ???'], ['ๆ']])('no words in %j', (text) => {
    expect(words(text)).toEqual([]);
  });

  it('keeps only-emoji text as emoji tokens', () => {
    expect(words('😡😡😡 👎 🙏🏻')).toEqual(['😡', '👎', '🙏🏻']);
  });

  it('never throws on what is not a string', () => {
    expect(segmentWords(undefined as unknown as string)).toEqual([]);
    expect(segmentClauses(null as unknown as string)).toEqual([]);
  });
});

describe('segmentClauses', () => {
  it.each([
    ['a space between Thai words ends a clause', 'แอร์เย็นดี พนักงานไม่สุภาพ', [['แอร์', 'เย็น', 'ดี'], ['พนักงาน', 'ไม่', 'สุภาพ']]],
    ['punctuation ends a clause', 'รอนาน, ไม่ล้างรถ', [['รอ', 'นาน'], ['ไม่', 'ล้าง', 'รถ']]],
    ['a space next to a Latin word does not', 'test drive ไม่ได้ air ไม่เย็น', [['test', 'drive', 'ไม่', 'ได้', 'air', 'ไม่', 'เย็น']]],
  ])('%s', (_name, text, expected) => {
    expect(segmentClauses(normaliseText(text))).toEqual(expected);
  });
});

describe('joinNegations', () => {
  it.each([
    [['ไม่', 'ได้', 'ล้าง', 'รถ'], ['ไม่ได้', 'ล้าง', 'รถ']],
    [['ไม่', 'ค่อย', 'ดี'], ['ไม่ค่อย', 'ดี']],
    [['ไม่', 'เย็น'], ['ไม่', 'เย็น']],
    [['ตอบ', 'ไม่', 'ได้'], ['ตอบ', 'ไม่ได้']],
    [['ไม่'], ['ไม่']],
    [[], []],
  ])('%j → %j', (input, expected) => {
    expect(joinNegations(input)).toEqual(expected);
  });
});

describe('textPieces (long text is segmented in pieces)', () => {
  it('a short text is one piece', () => {
    expect([...textPieces('รอนาน')]).toEqual(['รอนาน']);
    expect([...textPieces('')]).toEqual(['']);
  });

  it('a long text is cut at spaces, and the pieces join back to it', () => {
    const text = 'พนักงานบริการดีมาก รอนาน '.repeat(100);
    const pieces = [...textPieces(text)];
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(text);
    expect(pieces.every((piece) => piece.length <= 400)).toBe(true);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
  });

  it('a run without spaces is cut where a character starts (not before a vowel mark or inside a surrogate pair)', () => {
    const text = 'ดี😡'.repeat(300);
    const pieces = [...textPieces(text)];
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces.slice(1)) {
      const code = piece.charCodeAt(0);
      expect(code >= 0xdc00 && code <= 0xdfff).toBe(false);
      expect(code).not.toBe(0x0e35);
    }
  });

  it('segments a long text the same as in one go (cut at spaces)', () => {
    const text = normaliseText('แอร์ไม่เย็น รอนานมาก พนักงานสุภาพ '.repeat(60));
    expect(segmentWords(text)).toEqual([...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike).map((s) => s.segment));
  });
});
