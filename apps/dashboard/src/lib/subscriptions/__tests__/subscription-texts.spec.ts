import { SUBSCRIPTION_TEXTS, subscriptionText } from '../subscription-texts';

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
