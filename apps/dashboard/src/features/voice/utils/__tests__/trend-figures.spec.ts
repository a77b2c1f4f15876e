import type { VoiceTopicsRow } from '@voc/contracts';
import { PRAISE_TOPIC_CODES } from '@voc/voice-text';
import { PRAISE_TOPICS } from '../praise-topics';
import { riseText, topicSparkline } from '../trend-figures';

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

  it('names the praise topics the text library tags', () => {
    expect([...PRAISE_TOPICS].sort()).toEqual([...PRAISE_TOPIC_CODES].sort());
  });
});
