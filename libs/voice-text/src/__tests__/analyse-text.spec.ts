import { analyseText } from '../analyse-text';
import { TOPICS } from '../topics/topic-definitions';

const KNOWN_TOPICS = new Set(TOPICS.map((topic) => topic.code));

describe('analyseText', () => {
  it('a service comment: normalised text, tokens, terms with bigrams, topics with their words, polarity', () => {
    const analysis = analyseText('แอร์ไม่เย็นเลยค่ะ รอนานมากกกก 😡', { ticketType: 'service', npsBand: 'bottom6' });
    expect(analysis.normalised).toBe('แอร์ไม่เย็นเลยค่ะ รอนานมาก 😡');
    expect(analysis.tokens).toEqual(['แอร์', 'ไม่', 'เย็น', 'รอ', 'นาน', '😡']);
    expect(analysis.terms).toEqual(['แอร์', 'ไม่', 'เย็น', 'รอ', 'นาน', '😡', 'แอร์ ไม่', 'ไม่ เย็น', 'รอ นาน']);
    expect(analysis.topics.map((t) => [t.topic, t.source, t.words])).toEqual([
      ['S03', 'rule', ['รอ นาน']],
      ['S04', 'rule', ['แอร์ ไม่ เย็น']],
    ]);
    expect(analysis.polarity).toBe('negative');
  });

  it('a praising sales comment', () => {
    const analysis = analyseText('เซลส์ดูแลดีมากๆ ให้ข้อมูลครบ ประทับใจครับ 👍', { ticketType: 'showroom', npsBand: 'top2box' });
    expect(analysis.topics.map((t) => t.topic).sort()).toEqual(['praise.explanation', 'praise.staff']);
    expect(analysis.polarity).toBe('positive');
  });

  it('a showroom comment leaves out service topics', () => {
    const analysis = analyseText('เซลส์ไม่ติดต่อกลับเลย', { ticketType: 'showroom' });
    expect(analysis.topics.map((t) => t.topic)).toEqual(['A03']);
  });

  describe('hostile input never throws and stays sane', () => {
    const huge = 'พนักงานบริการดีมาก แต่รอนานมากกก 😡 '.repeat(3000);
    const cases: [string, string][] = [
      ['empty', ''],
      ['white space', ' \n\t\u00A0 \u3000 '],
      ['100 KB of text', huge],
      ['one 100 KB word', 'ก'.repeat(50_000) + 'ข'.repeat(50_000)],
      ['only emoji', '😡😡😡👎🏻🙏🏻❤️👨‍👩‍👧🇹🇭'],
      ['mixed scripts', 'แอร์ไม่เย็น AIR not cold 空调不冷 кондиционер 🚗 ๑๒๓ 123'],
      ['control characters', '\u0000\u0001แอร์\u0007ไม่\u001Bเย็น\u007F\u0085\u2028\uFEFF'],
      ['lone surrogates', '\uD800รอนาน\uDFFF'],
      ['combining marks only', '\u0E48\u0E49\u0E4A\u0E4B\u0E31\u0E34'],
      ['markup and SQL', "<script>alert(1)</script>'; DROP TABLE tickets; --"],
      ['prototype words', '__proto__ constructor hasOwnProperty toString'],
    ];

    it.each(cases)('%s', (_name, text) => {
      for (const options of [{}, { ticketType: 'service' as const, npsBand: 'passive' as const }]) {
        const analysis = analyseText(text, options);
        expect(typeof analysis.normalised).toBe('string');
        expect([...analysis.normalised].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)).toBe(false);
        expect(analysis.tokens.every((t) => typeof t === 'string' && t.length > 0 && !/\s/.test(t))).toBe(true);
        expect(new Set(analysis.terms).size).toBe(analysis.terms.length);
        expect(analysis.topics.every((t) => KNOWN_TOPICS.has(t.topic) && t.score >= 0 && t.score <= 1)).toBe(true);
        expect(['negative', 'neutral', 'positive']).toContain(analysis.polarity);
      }
    });

    it('empty text is an empty analysis', () => {
      expect(analyseText('')).toEqual({ normalised: '', tokens: [], terms: [], topics: [], polarity: 'neutral' });
      expect(analyseText('', { npsBand: 'bottom6' }).polarity).toBe('negative');
    });

    it('what is not a string is read as empty', () => {
      expect(analyseText(null as unknown as string).tokens).toEqual([]);
      expect(analyseText(42 as unknown as string).tokens).toEqual([]);
    });

    it('only emoji keeps them as tokens and reads their polarity', () => {
      const analysis = analyseText('😡😡😡👎');
      expect(analysis.tokens).toEqual(['😡', '👎']);
      expect(analysis.polarity).toBe('negative');
    });

    it('100 KB of repeated text still finds its topics', () => {
      const analysis = analyseText(huge, { ticketType: 'service' });
      expect(analysis.topics.map((t) => t.topic)).toEqual(expect.arrayContaining(['S03', 'praise.staff']));
      expect(analysis.terms.length).toBeLessThan(20);
    });
  });
});
