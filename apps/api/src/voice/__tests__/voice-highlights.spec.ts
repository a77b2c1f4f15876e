import { findHighlights, wordsByTopic } from '../services/voice-highlights';

describe('highlights of a comment', () => {
  it.each([
    ['a Thai word', 'แอร์ไม่เย็นเลย', [{ word: 'ไม่เย็น', topic: 'S03' }], [{ start: 4, end: 11, topic: 'S03' }]],
    ['every occurrence', 'ช้า ช้า', [{ word: 'ช้า', topic: 'S01' }], [{ start: 0, end: 3, topic: 'S01' }, { start: 4, end: 7, topic: 'S01' }]],
    ['Latin in any case', 'The AIR is weak', [{ word: 'air', topic: null }], [{ start: 4, end: 7, topic: null }]],
    ['overlaps keep the earlier, longer stretch', 'แอร์ไม่เย็น', [{ word: 'ไม่', topic: null }, { word: 'แอร์ไม่เย็น', topic: 'S03' }], [{ start: 0, end: 11, topic: 'S03' }]],
    ['a two-word phrase written without the space', 'แอร์ไม่เย็น', [{ word: 'ไม่ เย็น', topic: 'S03' }], [{ start: 4, end: 11, topic: 'S03' }]],
    ['a word with a sign regular expressions know', 'a+b ok', [{ word: 'a+b', topic: null }], [{ start: 0, end: 3, topic: null }]],
    ['a word that is not there', 'ดีมาก', [{ word: 'ช้า', topic: 'S01' }], []],
    ['an empty word', 'ดีมาก', [{ word: ' ', topic: 'S01' }], []],
  ])('%s', (_name, text, words, expected) => {
    expect(findHighlights(text, words)).toEqual(expected);
  });

  it('splits topic words at the first space (a phrase keeps its own)', () => {
    expect(wordsByTopic(['S03 ไม่ เย็น', 'S03 แอร์', 'praise.staff สุภาพ', 'broken'])).toEqual(
      new Map([
        ['S03', ['ไม่ เย็น', 'แอร์']],
        ['praise.staff', ['สุภาพ']],
      ]),
    );
  });
});
