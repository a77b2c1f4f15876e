import { pdcaOwedFigures } from '../pdca-owed-figures';
import { DEFAULT_PDCA_TARGETS, NO_FIGURES, type PdcaMeasure, type PdcaMonthFigures } from '../pdca-targets';

const month = (extra: Partial<PdcaMonthFigures>): PdcaMonthFigures => ({ ...NO_FIGURES, ...extra });
// NPS 10 (3 of 10 promoters, 2 detractors), every KPI met 8 of 10.
const LOW_NPS = month({ responses: 10, top2box: 3, bottom6: 2, kpi2Met: 10, kpi2Decided: 10, kpi3Met: 9, kpi3Decided: 10, kpi4aMet: 9, kpi4aDecided: 10 });
// NPS 40, KPI3 6 of 10.
const LOW_KPI3 = month({ responses: 10, top2box: 5, bottom6: 1, kpi2Met: 10, kpi2Decided: 10, kpi3Met: 6, kpi3Decided: 10, kpi4aMet: 9, kpi4aDecided: 10 });

/** missed, before, after → the owed figures shown (measure before→after). */
const CASES: Array<[string, PdcaMeasure[], PdcaMonthFigures, PdcaMonthFigures | null, string[]]> = [
  ['owed to a low NPS: NPS before and after, not the ticket KPI', ['nps'], LOW_NPS, LOW_KPI3, ['nps 10→40 (30)']],
  ['owed to KPI3: that KPI', ['kpi3'], LOW_KPI3, LOW_NPS, ['kpi3 60→90 (80)']],
  ['owed to both: both, in measure order', ['nps', 'kpi3'], month({ ...LOW_KPI3, top2box: 1, bottom6: 3 }), null, ['kpi3 60→null (80)', 'nps -20→null (30)']],
  ['the month after not over yet: after is null', ['nps'], LOW_NPS, null, ['nps 10→null (30)']],
  ['too few answers after: after is null', ['nps'], LOW_NPS, month({ responses: 2, top2box: 2 }), ['nps 10→null (30)']],
  ['a plan that missed nothing: no owed figure (the overall KPI is shown instead)', [], LOW_NPS, LOW_NPS, []],
];

describe('pdcaOwedFigures', () => {
  it.each(CASES)('%s', (_name, missed, before, after, expected) => {
    expect(pdcaOwedFigures(missed, before, after, DEFAULT_PDCA_TARGETS).map((f) => `${f.measure} ${f.before}→${f.after} (${f.target})`)).toEqual(expected);
  });
});
