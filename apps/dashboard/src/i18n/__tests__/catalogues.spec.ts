// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import { ALL_MESSAGE_KEYS } from '@voc/contracts';
import { LOCALES, MENU_ENTRIES, MENU_SECTIONS, USER_TYPES } from '@voc/domain';
import { CATALOGUES } from '../catalogues';

const placeholders = (text: string) => [...new Set([...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]))].sort();

describe('i18n catalogues', () => {
  const th = CATALOGUES['th-TH'];
  const en = CATALOGUES['en-US'];

  it('have exactly the same keys in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(th).sort());
  });

  it.each(LOCALES)('%s has no empty text', (locale) => {
    const empty = Object.entries(CATALOGUES[locale]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = Object.keys(th).filter(
      (key) => placeholders(th[key as keyof typeof th]).join() !== placeholders(en[key as keyof typeof en]).join(),
    );
    expect(mismatched).toEqual([]);
  });

  const required = [
    ...ALL_MESSAGE_KEYS,
    ...MENU_ENTRIES.map((entry) => `menu.${entry.key}`),
    ...MENU_SECTIONS.map((section) => `menuSection.${section}`),
    ...USER_TYPES.map((type) => `userType.${type}`),
    ...LOCALES.map((locale) => `language.${locale}`),
  ];

  it.each(LOCALES)('%s covers every api message key, menu entry, menu section, user type and language', (locale) => {
    const missing = required.filter((key) => !(key in CATALOGUES[locale]));
    expect(missing).toEqual([]);
  });

  // Names, codes and the language's own name read the same in Thai; every other Thai text has Thai.
  const SAME_IN_THAI = new Set([
    'app.shortName', 'language.en-US', 'signin.dealer.passportId', 'notFound.code', 'userType.nml', 'userType.csn', 'ticketSource.hotsheet',
    'kpi.kpi2a', 'kpi.kpi2', 'kpi.kpi3', 'kpi.kpi4a', 'kpi.kpi4', 'kpi.kpi5a', 'kpi.kpi5b', 'kpi.kpi5c', 'kpiDashboard.compare.kpi',
    'dealers.detail.title', 'dealers.staff.passport_id', 'users.field.passport_id', 'reports.filterChip',
  ]);
  it('gives every th-TH label a Thai text (English only as the hint)', () => {
    const englishOnly = Object.entries(th).filter(([key, text]) => !SAME_IN_THAI.has(key) && !/[\u0E00-\u0E7F]/.test(text)).map(([key]) => key);
    expect(englishOnly).toEqual([]);
  });

  it('gives the required-field and email messages the agreed texts', () => {
    expect(th['errors.field.required']).toBe('กรุณากรอกข้อมูล (Please fill in the data)');
    expect(th['errors.field.email']).toBe('กรุณากรอกอีเมลให้ถูกต้อง (Please enter a correct email)');
    expect(en['errors.notFound']).toMatch(/sorry, the page was not found or has moved/i);
    expect(th['errors.notFound']).toMatch(/sorry, the page was not found or has moved/i);
  });
});
