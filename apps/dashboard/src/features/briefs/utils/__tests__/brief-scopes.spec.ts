import { briefScopeChoices, lastMonthText } from '../brief-scopes';

const user = (type: string, extra: Record<string, string | null> = {}) => ({ type, sale_area_code: null, service_area_code: null, dealer_sales_region: null, dealer_service_region: null, ...extra }) as never;

describe('brief scope choices', () => {
  it.each([
    ['csn', {}, (s: string[]) => s[0] === 'network' && s.includes('region-Region5') && s.some((x) => x.startsWith('area-'))],
    ['region_manager', { dealer_sales_region: 'Region3' }, (s: string[]) => s[0] === 'region-Region3' && !s.includes('network') && s.slice(1).every((x) => /^area-R3-/.test(x))],
    ['area_manager', { sale_area_code: 'R2-1', service_area_code: 'R2-1' }, (s: string[]) => s.length === 1 && s[0] === 'area-R2-1'],
  ])('%s %o', (type, extra, check) => {
    expect(check(briefScopeChoices(user(type, extra)))).toBe(true);
  });

  it.each([
    [{ year: 2026, month: 11 }, '2026-10'],
    [{ year: 2026, month: 1 }, '2025-12'],
  ])('the month before %o is %s', (today, month) => {
    expect(lastMonthText(today)).toBe(month);
  });
});
