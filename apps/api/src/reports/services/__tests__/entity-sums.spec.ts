import { sumsByEntity } from '../entity-sums';
import type { KpiSums } from '../kpi-measure';

const sums = (key: string, tickets: number, kpi2a_met: number, days: string): KpiSums => ({ key, label: key, tickets: String(tickets), kpi2a_met: String(kpi2a_met), kpi4_days_sum: days }) as unknown as KpiSums;

describe('sumsByEntity: branches folded into their dealer company', () => {
  it('adds every measure of the branches of one entity and names it in Thai and English', () => {
    const entities = new Map([
      ['b1', { dealer_id: 'D01', dealer_name: 'นิสสัน กรุงเทพ', dealer_name_en: 'Nissan Bangkok' }],
      ['b2', { dealer_id: 'D01', dealer_name: 'นิสสัน กรุงเทพ', dealer_name_en: '' }],
      ['b3', { dealer_id: 'D02', dealer_name: 'นิสสัน เชียงใหม่', dealer_name_en: 'Nissan Chiang Mai' }],
    ]);
    const folded = sumsByEntity([sums('b1', 2, 1, '3.5'), sums('b2', 3, 2, '1.25'), sums('b3', 1, 0, '0')], entities);
    expect(folded.map((row) => [row.key, row.label, row.label_en, row.tickets, row.kpi2a_met, row.kpi4_days_sum])).toEqual([
      ['D01', 'D01 นิสสัน กรุงเทพ', 'D01 Nissan Bangkok', '5', '3', '4.75'],
      ['D02', 'D02 นิสสัน เชียงใหม่', 'D02 Nissan Chiang Mai', '1', '0', '0'],
    ]);
  });

  it('keeps a branch the main database no longer knows as a group of its own', () => {
    expect(sumsByEntity([sums('gone', 1, 1, '2')], new Map()).map((row) => [row.key, row.label, row.tickets])).toEqual([['gone', 'gone', '1']]);
  });

  it('folds each month of a branch into the company it belonged to then (keys "<branch>|<month>")', () => {
    // Branch b1 was company D01 in September and D02 from October on.
    const entities = new Map([
      ['b1|2026-09-01', { dealer_id: 'D01', dealer_name: 'เก่า', dealer_name_en: 'Old' }],
      ['b1|2026-10-01', { dealer_id: 'D02', dealer_name: 'ใหม่', dealer_name_en: 'New' }],
      ['b2|2026-10-01', { dealer_id: 'D02', dealer_name: 'ใหม่', dealer_name_en: 'New' }],
    ]);
    const folded = sumsByEntity([sums('b1|2026-09-01', 6, 3, '1'), sums('b1|2026-10-01', 2, 1, '1'), sums('b2|2026-10-01', 1, 1, '0'), sums('gone|2026-10-01', 4, 0, '0')], entities);
    expect(folded.map((row) => [row.key, row.tickets])).toEqual([
      ['D01', '6'],
      ['D02', '3'],
      ['gone', '4'],
    ]);
  });
});
