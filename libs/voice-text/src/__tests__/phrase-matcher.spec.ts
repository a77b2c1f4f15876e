import { LongestAndAllMatcher, PhraseMatcher, type CompiledPhrase } from '../phrase-matcher';

const phrases = <T>(list: Array<[string, T]>): CompiledPhrase<T>[] => list.map(([phrase, value]) => ({ phrase, tokens: phrase.split(' '), value }));

/** A lexicon-like set (longest read) and a rule-like set (every match read) sharing first words. */
const LONGEST = phrases<number>([['ดี', 1], ['ดี มาก', 2], ['ไม่ เย็น', -1], ['นาน', -1], ['รอ นาน', -2]]);
const ALL = phrases<string>([['แอร์', 'subject'], ['แอร์ ไม่ เย็น', 'S04'], ['รอ นาน', 'S03'], ['รอ', 'wait'], ['ไม่ได้ ล้าง', 'S07'], ['ไม่', 'negation only']]);

describe('LongestAndAllMatcher: the two sets in one walk find what the two matchers find apart', () => {
  const together = new LongestAndAllMatcher(LONGEST, ALL);
  const longest = new PhraseMatcher(LONGEST);
  const all = new PhraseMatcher(ALL);
  const found = (entry: CompiledPhrase<number>, start: number, end: number) => `${entry.phrase}@${start}-${end}`;

  it.each([
    [['แอร์', 'ไม่', 'เย็น', 'รอ', 'นาน']],
    [['แอร์', 'ไม่ได้', 'เย็น']],
    [['ดี', 'มาก', 'ดี']],
    [['รอ', 'นาน', 'นาน', 'ไม่ได้', 'ล้าง']],
    [['ไม่', 'ไม่']],
    [['ไม่มี', 'อะไหล่']],
    [[]],
  ])('%j', (tokens) => {
    const longestFound: string[] = [];
    const allFound: ReturnType<typeof all.all> = [];
    together.read(tokens, found, longestFound, allFound);
    expect(longestFound).toEqual(longest.longestInto(tokens, found, []));
    expect(allFound).toEqual(all.all(tokens));
  });

  it('reads a borrowed ไม่ and the longest lexicon word ("แอร์ไม่ได้เย็น รอนาน")', () => {
    const longestFound: string[] = [];
    const allFound: ReturnType<typeof all.all> = [];
    together.read(['แอร์', 'ไม่ได้', 'เย็น', 'รอ', 'นาน'], found, longestFound, allFound);
    expect(longestFound).toEqual(['ไม่ เย็น@1-3', 'รอ นาน@3-5']);
    expect(allFound.map((m) => `${m.entry.value}@${m.start}-${m.end}`)).toEqual(['S04@0-3', 'subject@0-1', 'S03@3-5', 'wait@3-4']);
  });
});
