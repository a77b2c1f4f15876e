import { briefScopeName, SUBSCRIPTION_TEXTS, subscriptionText } from '../subscription-texts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the notifications page's own texts", () => {
  const th = SUBSCRIPTION_TEXTS['th-TH'];
  const en = SUBSCRIPTION_TEXTS['en-US'];

  it('have the same keys and placeholders in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(th).sort());
    for (const key of Object.keys(th) as Array<keyof typeof th>) expect([key, placeholders(en[key])]).toEqual([key, placeholders(th[key])]);
  });

  it('are Thai in Thai (English only as a hint)', () => {
    expect(Object.entries(th).filter(([, text]) => !/[\u0E00-\u0E7F]/.test(text))).toEqual([]);
  });

  it('fill their placeholders', () => {
    expect(subscriptionText('en-US', 'scope.region', { code: 'R1' })).toBe('Region R1');
    expect(subscriptionText('th-TH', 'scope.area', { code: 'A01' })).toBe('เขต A01');
  });
});

describe('a brief scope as the notifications page names it', () => {
  it.each<[string, 'th-TH' | 'en-US', string]>([
    ['network', 'th-TH', 'ทั้งเครือข่าย'],
    ['network', 'en-US', 'Network'],
    ['region-Region1', 'th-TH', 'ภาค Region1'],
    ['region-Region5', 'en-US', 'Region Region5'],
    ['area-N1', 'th-TH', 'เขต N1'],
    ['area-BKK_2', 'en-US', 'Area BKK_2'],
    // A scope the domain does not read is shown as the api wrote it, never a failed page.
    ['region:Region1', 'th-TH', 'region:Region1'],
    ['region-Atlantis', 'en-US', 'region-Atlantis'],
    ['', 'th-TH', ''],
  ])('%s in %s: %s', (scope, locale, named) => {
    expect(briefScopeName(locale, scope)).toBe(named);
  });
});
