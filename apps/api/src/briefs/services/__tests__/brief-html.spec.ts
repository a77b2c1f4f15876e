import type { MonthBrief } from '@voc/contracts';
import { BRIEF_MEASURES } from '@voc/domain';
import { briefHtml } from '../brief-html';

const brief = (quote: string): MonthBrief => ({
  scope: 'region-Region1',
  scope_label: 'Region1',
  scope_label_en: 'Region1',
  month: '2026-09',
  previous_month: '2026-08',
  last_year_month: '2025-09',
  final: true,
  measures: BRIEF_MEASURES.map((measure) => ({ measure, value: 81.5, base: 20, target: 80, meets_target: true, previous: 79, last_year: null, change_previous: 2.5, change_last_year: null })),
  categories: [{ code: 'A01', now: 4, previous: 2, change: 2 }],
  dealers: BRIEF_MEASURES.map((measure) => ({ measure, best: [{ dealer_id: 'd', label: 'B001 นิสสัน สาขา', label_en: 'B001 Nissan Branch', value: 90, base: 9 }], worst: [] })),
  pdca: { open: 1, by_state: { overdue: 1 }, plans: [{ dealer: 'B001 นิสสัน', dealer_en: 'B001 Nissan', type: 'sales', month: '2026-08', state: 'overdue' }] },
  topics: [{ topic: 'A01', kind: 'complaint', now: 3, now_share: 12.5, before_share: 4, significant: true }],
  quotes: [{ comment: quote, nps: 2, dealer: 'B001 นิสสัน', dealer_en: 'B001 Nissan', day: '2026-09-12' }],
  generated_at: '2026-10-06T01:00:00.000Z',
});

describe('the printed brief', () => {
  it.each([
    ['th', ['สรุปผู้บริหารประจำเดือน', 'ภาค Region1', 'KPI2 ติดต่อลูกค้าภายใน 48 ชม.', 'เกินกำหนด', 'lang="th"']],
    ['en', ['Monthly executive brief', 'Region Region1', 'KPI2 contact within 48 h', 'Overdue', 'lang="en"']],
  ] as const)('in %s names every part in its language', (language, texts) => {
    const html = briefHtml(brief('รอนานมาก'), language);
    for (const text of texts) expect(html).toContain(text);
    expect(html).toContain("font-family:'Sarabun'");
    expect(html).toContain('@page { size: A4;');
  });

  it('escapes what customers wrote: a comment is text, never markup', () => {
    const html = briefHtml(brief('<script>alert(1)</script> & "x"'), 'th');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
  });

  it('shows a change with its sign and a missing figure as a dash', () => {
    const html = briefHtml(brief('x'), 'en');
    expect(html).toContain('+2.5');
    expect(html).toContain('<td class="n">–</td>');
  });
});
