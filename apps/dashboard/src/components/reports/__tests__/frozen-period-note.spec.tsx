/** @jest-environment jsdom */
import '../../../testing/jsdom-polyfills';
import i18next from 'i18next';
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { ReportFreeze } from '@voc/contracts';
import { enUS } from '../../../i18n/en-US';
import { thTH } from '../../../i18n/th-TH';
import { setDateLocale } from '../../../lib/date-style';
import { FrozenPeriodNote } from '../frozen-period-note';

let root: Root | undefined;
let container: HTMLElement;

async function render(node: React.ReactNode, language: 'th-TH' | 'en-US' = 'th-TH') {
  const i18n = i18next.createInstance();
  // The app's one i18n instance sets the date style on every language change (i18n.ts); this one is the test's.
  setDateLocale(language);
  await i18n.use(initReactI18next).init({ lng: language, resources: { 'th-TH': { translation: thTH }, 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root?.render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>));
}

const text = () => container.textContent ?? '';

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

const october = { month: '2026-10-01', frozen_on: '2026-11-05T17:00:00+00:00' };

describe('FrozenPeriodNote (month-end freezing on a report)', () => {
  it.each<[string, ReportFreeze | null | undefined, 'th-TH' | 'en-US', string | undefined, RegExp[]]>([
    ['nothing while no month of the period is frozen', null, 'th-TH', undefined, [/^$/]],
    ['nothing before the answer came', undefined, 'th-TH', undefined, [/^$/]],
    ['a final month, in Thai, frozen at its close in Bangkok time', { frozen_months: [october], final: true, late_tickets: 0 }, 'th-TH', undefined, [/^ตัวเลขสุดท้าย ปิดยอดเมื่อ 06\/11\/2569 00:00/, /ไม่มีการเปลี่ยนแปลงหลังปิดยอด/]],
    [
      'late changes beside the final figures, with the figures now',
      { frozen_months: [october], final: true, late_tickets: 3 },
      'en-US',
      'Now, with them: 12 tickets.',
      [/^Final figures, frozen on 2026-11-06 00:00/, /Late changes: 3 tickets of the final months whose figures changed after the close, not counted here\. Now, with them: 12 tickets\.$/],
    ],
    ['a period only partly final', { frozen_months: [october], final: false, late_tickets: 0 }, 'en-US', undefined, [/^1 of the period's months are final \(last frozen on 2026-11-06 00:00\)/]],
  ])('shows %s', async (_name, freeze, language, now, expected) => {
    await render(<FrozenPeriodNote freeze={freeze} now={now} />, language);
    for (const pattern of expected) expect(text()).toMatch(pattern);
  });

  it('fits one line in compact form, the late changes in its title', async () => {
    await render(<FrozenPeriodNote freeze={{ frozen_months: [october], final: true, late_tickets: 2 }} compact />, 'en-US');
    expect(text()).toBe('Final figures, frozen on 2026-11-06 00:00: they no longer change');
    expect(container.querySelector('[title]')?.getAttribute('title')).toMatch(/^Late changes: 2 tickets/);
  });
});
