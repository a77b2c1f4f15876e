import { DEFAULT_PDCA_TARGETS, NO_FIGURES } from '@voc/domain';
import type { PdcaFiguresRow, PdcaStatusView } from '../repositories/pdca-reporting.repository';
import { monthsBetween, pdcaCells } from '../services/pdca-cells';

const place = { areaCode: 'R1-1', region: 'Region1' };
const good = { ...NO_FIGURES, kpi2Met: 10, kpi2Decided: 10, kpi3Met: 10, kpi3Decided: 10, kpi4aMet: 10, kpi4aDecided: 10 };
const bad = { ...good, kpi2Met: 5 };
const figures = (dealerRef: string, month: string, values = bad): PdcaFiguresRow => ({ dealerRef, type: 'showroom', month, ...place, ...values });
const status = (dealerRef: string, month: string, state: PdcaStatusView['state'], over: Partial<PdcaStatusView> = {}): PdcaStatusView => ({
  month,
  dealer_ref: dealerRef,
  type: 'showroom',
  dealer_code: 'X',
  area_code: 'R1-1',
  region: 'Region1',
  plan_id: `p-${dealerRef}`,
  state,
  created_at: '2026-10-02T00:00:00.000Z',
  updated_at: '2026-10-02T00:00:00.000Z',
  submitted_at: null,
  returned_at: null,
  accepted_at: null,
  last_comment: null,
  submissions: 0,
  returns: 0,
  files: 0,
  ...over,
});
const now = new Date('2026-11-20T00:00:00Z');

describe('pdcaCells: which branches owe or have a plan, and how they are shown', () => {
  it('a missed month owes a plan, a met one does not, and the running month never does', () => {
    const cells = pdcaCells([figures('a', '2026-09-01'), figures('b', '2026-09-01', good), figures('c', '2026-11-01')], [], ['2026-09-01', '2026-11-01'], now, DEFAULT_PDCA_TARGETS);
    expect(cells.map((c) => [c.dealerRef, c.month, c.state, c.missed])).toEqual([['a', '2026-09-01', 'owed', ['kpi2']]]);
  });

  it('an owed month past its due time is shown overdue; KPI before and after from the month and the next', () => {
    const cells = pdcaCells([figures('a', '2026-09-01'), figures('a', '2026-10-01', good)], [], ['2026-09-01'], now, DEFAULT_PDCA_TARGETS);
    expect(cells[0]).toMatchObject({ state: 'owed', shownState: 'overdue', dueAt: '2026-10-31T17:00:00.000Z', kpiBefore: 83.3, kpiAfter: 100 });
  });

  it('a plan owed to a low NPS shows NPS before and after, not only the tickets\' KPI; one owed to a KPI shows that KPI', () => {
    const lowNps = { ...good, responses: 10, top2box: 3, bottom6: 2 }; // NPS 10, every KPI met
    const betterNps = { ...good, responses: 10, top2box: 6, bottom6: 1 }; // NPS 50
    const [nps] = pdcaCells([figures('a', '2026-09-01', lowNps), figures('a', '2026-10-01', betterNps)], [], ['2026-09-01'], now, DEFAULT_PDCA_TARGETS);
    expect(nps).toMatchObject({ missed: ['nps'], kpiBefore: 100, kpiAfter: 100, owedFigures: [{ measure: 'nps', before: 10, after: 50, target: 30 }] });
    const [kpi] = pdcaCells([figures('b', '2026-09-01'), figures('b', '2026-10-01', good)], [], ['2026-09-01'], now, DEFAULT_PDCA_TARGETS);
    expect(kpi.owedFigures).toEqual([{ measure: 'kpi2', before: 50, after: 100, target: 90 }]);
  });

  it('a plan shows its stored state and no "after" figure while the next month runs', () => {
    const cells = pdcaCells([figures('a', '2026-10-01')], [status('a', '2026-10-01', 'submitted')], ['2026-10-01'], now, DEFAULT_PDCA_TARGETS);
    expect(cells[0]).toMatchObject({ state: 'submitted', shownState: 'submitted', kpiBefore: 83.3, kpiAfter: null });
  });

  it('a plan is listed even when its figures no longer miss (a late correction), and only in the months asked for', () => {
    const cells = pdcaCells([figures('a', '2026-09-01', good)], [status('a', '2026-09-01', 'accepted'), status('b', '2026-08-01', 'draft')], ['2026-09-01'], now, DEFAULT_PDCA_TARGETS);
    expect(cells.map((c) => [c.dealerRef, c.state, c.missed])).toEqual([['a', 'accepted', []]]);
  });

  it('a returned plan gets seven days from its return', () => {
    const cells = pdcaCells([], [status('a', '2026-09-01', 'returned', { returned_at: '2026-10-30T00:00:00.000Z' })], ['2026-09-01'], new Date('2026-11-02T00:00:00Z'), DEFAULT_PDCA_TARGETS);
    expect(cells[0]).toMatchObject({ shownState: 'returned', dueAt: '2026-11-06T00:00:00.000Z' });
  });

  it('lists the months of a range', () => {
    expect(monthsBetween('2026-11-01', '2027-02-01')).toEqual(['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01']);
    expect(monthsBetween('2026-11-01', '2026-10-01')).toEqual([]);
  });
});
