import { SUBSCRIPTION_TEXTS, briefScopeLabel, subscriptionText } from '../subscription-texts';

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

describe('briefScopeLabel', () => {
  // The api names brief scopes as briefScopesOf does: network, region-{code}, area-{code}.
  it.each([
    ['th-TH', 'network', 'ทั้งเครือข่าย'],
    ['en-US', 'network', 'Network'],
    ['th-TH', 'region-Region1', 'ภาค REGION 1'],
    ['en-US', 'region-Region3', 'Region REGION 3'],
    ['th-TH', 'area-A01', 'เขต A01'],
    ['en-US', 'area-A01', 'Area A01'],
    ['en-US', 'region:Region1', 'region:Region1'],
    ['th-TH', 'region-Nowhere', 'region-Nowhere'],
    ['th-TH', '', ''],
  ] as const)('%s %s → %s', (locale, scope, label) => {
    expect(briefScopeLabel(locale, scope)).toBe(label);
  });
});
