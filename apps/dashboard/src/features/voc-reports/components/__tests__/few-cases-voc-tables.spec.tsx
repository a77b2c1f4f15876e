/** @jest-environment jsdom */
import '../../../../testing/jsdom-polyfills';
import i18next from 'i18next';
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { VocCategoryFigure, VocReportRow } from '@voc/contracts';
import { enUS } from '../../../../i18n/en-US';
import { thTH } from '../../../../i18n/th-TH';
import { thTHSavedViews } from '../../../../i18n/th-TH-saved-views';
import { VocCategoriesTable } from '../voc-categories-table';
import { VocRowsTable } from '../voc-rows-table';

let root: Root | undefined;
let container: HTMLElement;

async function render(node: React.ReactNode, language: 'th-TH' | 'en-US') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: { 'th-TH': { translation: { ...thTH, ...thTHSavedViews } }, 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root?.render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

/** The text of each body row's marks, by the row's header cell. */
const marksByRow = () =>
  Object.fromEntries(
    [...container.querySelectorAll('tbody tr')].map((row) => [row.querySelector('th')?.textContent?.split(' ')[0] ?? '', [...row.querySelectorAll('[data-few-cases]')].map((mark) => mark.textContent)]),
  );

const category = (code: string, now: number, previous: number, change: number | null, share: number | null): VocCategoryFigure => ({ code, group: code[0], now, previous, change, share, rank: 1 });

describe('the "few cases" mark on the VOC tables (issue 32)', () => {
  it.each<[string, VocCategoryFigure[], 'th-TH' | 'en-US', Record<string, string[]>]>([
    ['a change over fewer than 5 complaints before is marked; 5 or more, or none before, is not', [category('A01', 40, 4, 900, 80), category('A02', 5, 5, 0, 10), category('S01', 5, 0, null, 10)], 'en-US', { A01: ['few cases'], A02: [], S01: [] }],
    ['every share is marked when the period has fewer than 5 complaints in all', [category('A01', 3, 10, -70, 75), category('A02', 1, 1, 0, 25)], 'th-TH', { A01: ['เคสน้อย'], A02: ['เคสน้อย', 'เคสน้อย'] }],
  ])('categories: %s', async (_case, categories, language, expected) => {
    await render(<VocCategoriesTable categories={categories} />, language);
    expect(marksByRow()).toEqual(expected);
  });

  const row = (key: string, now: number, previous: number, change: number | null): VocReportRow => ({
    key,
    label: key,
    label_en: key,
    rank: 1,
    tickets: { now, previous, change },
    cancelled: 0,
    complaints: now,
    by_group: {},
    by_code: {},
    top_code: null,
  });

  it('outlets: a change of tickets over fewer than 5 before is marked', async () => {
    await render(<VocRowsTable rows={[row('D001', 9, 3, 200), row('D002', 9, 6, 50)]} total={undefined} grouping="dealer" groups={[]} caption="outlets" />, 'en-US');
    expect(marksByRow()).toEqual({ D001: ['few cases'], D002: [] });
  });
});
