import { normaliseText } from '../normalise-text';

describe('normaliseText', () => {
  it.each([
    ['Thai digits become Arabic', 'เช็คระยะ ๑๐,๐๐๐ กม.', 'เช็คระยะ 10,000 กม.'],
    ['Latin lower-case', 'แอร์ AIR Service Advisor', 'แอร์ air service advisor'],
    ['3+ repeats of a Thai letter become one', 'ดีมากกกกก', 'ดีมาก'],
    ['3+ repeats of a vowel become one', 'ดีีีีี', 'ดี'],
    ['3+ repeats of a Latin letter become one', 'sooo goood', 'so god'],
    ['a double is kept (ro han, sara aw)', 'บรรยากาศดี ออกรถ good', 'บรรยากาศดี ออกรถ good'],
    ['digits are never squeezed', 'จ่าย 1000 บาท', 'จ่าย 1000 บาท'],
    ['a run of 5s is laughter, kept as 555', 'ตลกมาก 5555555', 'ตลกมาก 555'],
    ['repeated emoji become one', 'รอนาน😡😡😡😡', 'รอนาน😡'],
    ['the repetition mark joins its word, once', 'ดีมาก ๆ ๆ ครับ', 'ดีมากๆ ครับ'],
    ['two sara e typed for sara ae', 'เเย่มาก', 'แย่มาก'],
    ['nikhahit + sara aa typed for sara am', 'ทํางานช้า', 'ทำงานช้า'],
    ['NFC', 'cafe\u0301', 'café'],
    ['white space runs become one space, trimmed', '  แอร์ไม่เย็น \n\t รอนาน  ', 'แอร์ไม่เย็น รอนาน'],
    ['control and zero-width characters become spaces', 'แอร์\u0000ไม่\u200Bเย็น\u0007', 'แอร์ ไม่ เย็น'],
    ['a lone surrogate is dropped', 'ดี\uD83Dมาก', 'ดี มาก'],
    ['emoji sequences survive', 'ครอบครัว👨‍👩‍👧 👍🏻', 'ครอบครัว👨‍👩‍👧 👍🏻'],
  ])('%s', (_name, input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });

  it.each([[''], ['   '], ['\u0000\u0001'], ['\u200B\uFEFF']])('empty for %j', (input) => {
    expect(normaliseText(input)).toBe('');
  });

  it('answers something for what is not a string (a null from a database row)', () => {
    expect(normaliseText(null as unknown as string)).toBe('');
    expect(normaliseText(undefined as unknown as string)).toBe('');
  });

  it('is idempotent', () => {
    const once = normaliseText('ดีมากกกก ๆ ๆ  AIR ๕๕๕๕ เเย่');
    expect(normaliseText(once)).toBe(once);
  });

  it('handles 100 KB of text', () => {
    const text = 'พนักงานบริการดีมากกกกก๑๒๓ '.repeat(4000);
    expect(text.length).toBeGreaterThan(100_000);
    const result = normaliseText(text);
    expect(result.startsWith('พนักงานบริการดีมาก123 ')).toBe(true);
  });
});
