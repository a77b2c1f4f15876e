import { DEFAULT_PDCA_TARGETS } from '../../pdca/pdca-targets';
import { FEW_CASES_BELOW, isFewCases, kpiTarget, targetState } from '../kpi-targets';

describe('a rate over few cases', () => {
  it.each([
    [0, false],
    [1, true],
    [4, true],
    [FEW_CASES_BELOW, false],
    [120, false],
  ])('%i cases: few %s', (cases, few) => {
    expect(isFewCases(cases)).toBe(few);
  });
});

describe("a KPI's target", () => {
  it.each([
    ['kpi2', DEFAULT_PDCA_TARGETS.kpi2],
    ['kpi3', DEFAULT_PDCA_TARGETS.kpi3],
    ['kpi4a', DEFAULT_PDCA_TARGETS.kpi4a],
    ['kpi2a', null],
    ['kpi5a', null],
    ['kpi4a_dealer', null],
  ])('%s: %s', (kpi, target) => {
    expect(kpiTarget(kpi)).toBe(target);
  });

  it('follows the targets given', () => {
    expect(kpiTarget('kpi3', { ...DEFAULT_PDCA_TARGETS, kpi3: 70 })).toBe(70);
  });

  it.each([
    [95, 90, 'met'],
    [90, 90, 'met'],
    [89.9, 90, 'missed'],
    [0, 80, 'missed'],
    [null, 90, 'none'],
    [100, null, 'none'],
  ] as const)('rate %s against target %s: %s', (rate, target, state) => {
    expect(targetState(rate, target)).toBe(state);
  });
});
