import type { VoiceTopicsRow } from '@voc/contracts';
import { PRAISE_TOPIC_CODES } from '@voc/voice-text';
import { PRAISE_TOPICS } from '../praise-topics';
import { headlineTopics, riseText, topicSparkline } from '../trend-figures';

const item = (key: string, significant: boolean, ratio: number | null = 2, before = 5) => ({ key, kind: null, now: 10, now_share: 10, before, before_share: 5, g2: significant ? 9 : 1, ratio, significant });

describe('trend figures', () => {
  it('draws a topic share per month, oldest first, null for a month without texts', () => {
    const rows: VoiceTopicsRow[] = [
      { key: '2026-10', label: '', label_en: '', texts: 50, by_topic: { S03: 10 } },
      { key: '2026-08', label: '', label_en: '', texts: 40, by_topic: {} },
      { key: '2026-09', label: '', label_en: '', texts: 0, by_topic: {} },
    ];
    expect(topicSparkline(rows, 'S03')).toEqual([
      { month: '2026-08', share: 0 },
      { month: '2026-09', share: null },
      { month: '2026-10', share: 20 },
    ]);
  });

  it.each([
    [{ ratio: 2.345, before: 4 }, 'en-US', { kind: 'ratio', ratio: '2.3' }],
    [{ ratio: 1, before: 4 }, 'th-TH', { kind: 'ratio', ratio: '1.0' }],
    [{ ratio: null, before: 0 }, 'en-US', { kind: 'new' }],
  ] as const)('reads the rise %o as %o', (rise, locale, expected) => {
    expect(riseText(rise, locale)).toEqual(expected);
  });

  it('headlines significant rises only, in the api order, at most the count asked', () => {
    expect(headlineTopics([item('A', true), item('B', false), item('C', true), item('D', true)], 2).map((i) => i.key)).toEqual(['A', 'C']);
  });

  it('names the praise topics the text library tags', () => {
    expect([...PRAISE_TOPICS].sort()).toEqual([...PRAISE_TOPIC_CODES].sort());
  });
});
