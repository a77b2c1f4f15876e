import { voiceReportFileName } from '../../exports/export-file-names';

// 22 November 2026, 01:00 in Bangkok (still the 21st in UTC).
const NOW = new Date('2026-11-21T18:00:00Z');

describe('voice report file names', () => {
  it.each([
    ['monthly', 2026, 3, 'VOICE_monthly_202603_221126.xlsx'],
    ['ytd', 2026, 11, 'VOICE_ytd_202611_221126.xlsx'],
  ] as const)('%s %d-%d → %s', (period, year, month, expected) => {
    expect(voiceReportFileName(period, year, month, NOW)).toBe(expected);
  });
});
