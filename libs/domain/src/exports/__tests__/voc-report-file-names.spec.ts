import { vocReportFileName } from '../export-file-names';

// 22 November 2026, 01:00 in Bangkok (still the 21st in UTC).
const NOW = new Date('2026-11-21T18:00:00Z');

describe('VOC report file names', () => {
  it.each([
    ['quickvoc', 'monthly', 2026, 10, 'QUICK_VOC_monthly_202610_221126.xlsx'],
    ['salevoc', '3months', 2026, 1, 'SALES_VOC_OUTLET_3months_202601_221126.xlsx'],
    ['salevocentity', 'ytd', 2025, 12, 'SALES_VOC_ENTITY_ytd_202512_221126.xlsx'],
    ['servicevoc', '6months', 2026, 9, 'SERVICE_VOC_OUTLET_6months_202609_221126.xlsx'],
    ['servicevocentity', 'monthly', 2026, 11, 'SERVICE_VOC_ENTITY_monthly_202611_221126.xlsx'],
    ['carmodel', 'monthly', 2026, 2, 'CAR_MODEL_VOC_monthly_202602_221126.xlsx'],
    ['callcenter', '3months', 2026, 4, 'CALLCENTER_VOC_3months_202604_221126.xlsx'],
  ] as const)('%s %s %i-%i', (report, period, year, month, expected) => {
    expect(vocReportFileName(report, period, year, month, NOW)).toBe(expected);
  });
});
