import { hotAlertUncontacted, judgeBreachedShare, judgeCategoryRise, judgeNpsDrop, judgeResponseRate } from '../alert-conditions';

const rule = (threshold: number, min_cases: number) => ({ threshold, min_cases });

describe('when an alert holds', () => {
  it.each<[string, [number, number, number], [number, number, number], boolean, number | null]>([
    // now: responses, top2box, bottom6; before likewise
    ['NPS 20 against 40: fell 20 > 10', [50, 20, 10], [150, 75, 15], true, 20],
    ['NPS 30 against 40: fell exactly 10, not more', [50, 20, 5], [150, 75, 15], false, 10],
    ['NPS rose', [50, 40, 0], [150, 75, 15], false, -40],
    ['too few responses this month', [9, 0, 9], [150, 75, 15], false, 140],
    ['no history to compare with', [50, 0, 50], [0, 0, 0], false, null],
  ])('nps_drop: %s', (_case, [r, t, b], [rb, tb, bb], holds, drop) => {
    const j = judgeNpsDrop({ responses: r, top2box: t, bottom6: b }, { responses: rb, top2box: tb, bottom6: bb }, rule(10, 10));
    expect(j.holds).toBe(holds);
    expect(j.figure.drop).toBe(drop);
  });

  it.each<[string, number, number, boolean]>([
    ['3 of 10 breached: 30 % > 25 %', 3, 10, true],
    ['2 of 8 breached: 25 % is not above 25 %', 2, 8, false],
    ['4 of 7 breached, but fewer than 8 open', 4, 7, false],
    ['nothing open', 0, 0, false],
  ])('breached_share: %s', (_case, breached, open, holds) => {
    expect(judgeBreachedShare(breached, open, rule(25, 8)).holds).toBe(holds);
  });

  it.each<[string, number, number, boolean, number | null]>([
    ['10 of 60 responded: 16.7 % < 20 %', 10, 60, true, 16.7],
    ['12 of 60: exactly 20 % is not below', 12, 60, false, 20],
    ['0 of 29 sent: below the minimum of 30 sent', 0, 29, false, 0],
    ['nothing sent', 0, 0, false, null],
  ])('response_rate_low: %s', (_case, responded, sent, holds, rate) => {
    const j = judgeResponseRate(responded, sent, rule(20, 30));
    expect(j.holds).toBe(holds);
    expect(j.figure.rate).toBe(rate);
  });

  it.each<[string, [number, number, number, number], boolean]>([
    ['from 2 % to 20 % of complaints', [20, 100, 6, 300], true],
    ['the same share', [10, 100, 30, 300], false],
    ['a fall', [2, 100, 30, 300], false],
    ['a rise on too few complaints', [4, 10, 1, 300], false],
    ['a small rise, not significant at p < 0.001', [8, 100, 15, 300], false],
  ])('category_rise: %s', (_case, [now, nowTotal, before, beforeTotal], holds) => {
    expect(judgeCategoryRise({ now, nowTotal, before, beforeTotal }, rule(10.83, 5)).holds).toBe(holds);
  });

  it.each<[string, Partial<Parameters<typeof hotAlertUncontacted>[0]>, boolean]>([
    ['a hot alert past its first-contact deadline', {}, true],
    ['before the deadline (KPI2a undecided)', { kpi2a: null }, false],
    ['contacted in time', { kpi2a: true, first_contact_at: new Date('2026-11-01T01:00:00Z') }, false],
    ['contacted late: no longer uncontacted', { first_contact_at: new Date('2026-11-02T01:00:00Z') }, false],
    ['closed, cancelled or deleted', { closed: true }, false],
    ['a survey ticket', { source: 'survey' }, false],
  ])('hot_alert_uncontacted: %s', (_case, change, holds) => {
    expect(hotAlertUncontacted({ source: 'hotsheet', first_contact_at: null, closed: false, kpi2a: false, ...change })).toBe(holds);
  });
});
