import { highlightSegments } from '../highlight-segments';

const plain = (text: string) => ({ text, marked: false, topics: [] });
const mark = (text: string, topics: string[] = []) => ({ text, marked: true, topics });

describe('highlightSegments', () => {
  it.each([
    ['no highlight: one plain stretch', 'รอนานมาก', [], [plain('รอนานมาก')]],
    ['a topic word in the middle', 'รอนานมากครับ', [{ start: 0, end: 5, topic: 'S03' }], [mark('รอนาน', ['S03']), plain('มากครับ')]],
    ['a search match at the end', 'staff was rude', [{ start: 10, end: 14, topic: null }], [plain('staff was '), mark('rude')]],
    [
      'overlapping spans of two topics merge into one mark naming both',
      'abcdefgh',
      [
        { start: 2, end: 5, topic: 'A01' },
        { start: 4, end: 6, topic: 'praise.staff' },
      ],
      [plain('ab'), mark('cdef', ['A01', 'praise.staff']), plain('gh')],
    ],
    ['touching spans merge', 'abcd', [{ start: 0, end: 2, topic: 'A01' }, { start: 2, end: 4, topic: 'A01' }], [mark('abcd', ['A01'])]],
    ['spans out of order are sorted', 'abcdef', [{ start: 4, end: 6, topic: null }, { start: 0, end: 1, topic: null }], [mark('a'), plain('bcd'), mark('ef')]],
    ['a span beyond the text is clipped, an empty one dropped', 'abc', [{ start: 1, end: 99, topic: null }, { start: 2, end: 2, topic: 'A01' }], [plain('a'), mark('bc')]],
  ])('%s', (_name, comment, highlights, expected) => {
    expect(highlightSegments(comment, highlights)).toEqual(expected);
    expect(highlightSegments(comment, highlights).map((segment) => segment.text).join('')).toBe(comment);
  });
});
