import { alertRuleProblems, DEFAULT_ALERT_RULES } from '../alert-rules';

describe('alert rules as csn writes them', () => {
  it.each<[string, { kind: string; level: string; threshold: number; min_cases: number }, unknown[]]>([
    ['an NPS drop of 10 points for areas', { kind: 'nps_drop', level: 'area', threshold: 10, min_cases: 30 }, []],
    ['an unknown kind', { kind: 'nps_rise', level: 'area', threshold: 10, min_cases: 30 }, [{ field: 'kind', problem: 'unknown' }]],
    ['an unknown level', { kind: 'nps_drop', level: 'province', threshold: 10, min_cases: 30 }, [{ field: 'level', problem: 'unknown' }]],
    ['a hot alert is a dealer ticket, not a region figure', { kind: 'hot_alert_uncontacted', level: 'region', threshold: 0, min_cases: 1 }, [{ field: 'level', problem: 'level_not_for_kind' }]],
    ['a share above 100 %', { kind: 'breached_share', level: 'dealer', threshold: 120, min_cases: 5 }, [{ field: 'threshold', problem: 'out_of_range' }]],
    ['a G² below significance', { kind: 'category_rise', level: 'region', threshold: 2, min_cases: 5 }, [{ field: 'threshold', problem: 'out_of_range' }]],
    ['a minimum of no cases', { kind: 'response_rate_low', level: 'area', threshold: 20, min_cases: 0 }, [{ field: 'min_cases', problem: 'out_of_range' }]],
    ['a fractional minimum and NaN threshold', { kind: 'response_rate_low', level: 'area', threshold: Number.NaN, min_cases: 2.5 }, [{ field: 'threshold', problem: 'out_of_range' }, { field: 'min_cases', problem: 'out_of_range' }]],
  ])('%s', (_case, rule, expected) => {
    expect(alertRuleProblems(rule)).toEqual(expected);
  });

  it('the rules a deployment starts with are all valid', () => {
    for (const rule of DEFAULT_ALERT_RULES) expect(alertRuleProblems(rule)).toEqual([]);
  });
});
