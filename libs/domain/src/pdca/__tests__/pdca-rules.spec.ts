import type { Principal } from '../../access/principal';
import { noPermissions } from '../../users/permissions';
import type { UserType } from '../../users/user-types';
import { checkPdcaTransition, PDCA_ACTIONS, PDCA_REFUSALS, PDCA_STORED_STATES, addMonths, isClosedMonth, pdcaActionsFrom, pdcaDueAt, pdcaShownState, type PdcaAction, type PdcaStoredState } from '../pdca-plan-states';
import { mayTakePdcaAction, pdcaRolesOf, type PdcaPlanPlace } from '../pdca-rights';
import { DEFAULT_PDCA_TARGETS, kpiAttainment, missedMeasures, NO_FIGURES, parsePdcaTargets, pdcaKindOf, pdcaMeasures } from '../pdca-targets';

/** Every (state, action) pair, written out: the state reached, or the refusal. */
const EXPECTED: Record<PdcaStoredState, Record<PdcaAction, string>> = {
  owed: { save: 'draft', submit: 'submitted', return: 'no', accept: 'no' },
  draft: { save: 'draft', submit: 'submitted', return: 'no', accept: 'no' },
  submitted: { save: 'no', submit: 'no', return: 'returned', accept: 'accepted' },
  returned: { save: 'draft', submit: 'submitted', return: 'no', accept: 'no' },
  accepted: { save: 'final', submit: 'final', return: 'final', accept: 'final' },
};

describe('checkPdcaTransition: every state and action', () => {
  const pairs = PDCA_STORED_STATES.flatMap((from) => PDCA_ACTIONS.map((action) => [from, action, EXPECTED[from][action]] as const));
  it.each(pairs)('%s —%s→ %s', (from, action, expected) => {
    const answer = checkPdcaTransition(from, action);
    if (expected === 'no') expect(answer).toEqual({ ok: false, refusal: PDCA_REFUSALS.notAllowed });
    else if (expected === 'final') expect(answer).toEqual({ ok: false, refusal: PDCA_REFUSALS.final });
    else expect(answer).toEqual({ ok: true, to: expected });
  });

  it.each([
    ['owed', 'author', ['save', 'submit']],
    ['returned', 'author', ['save', 'submit']],
    ['submitted', 'author', []],
    ['submitted', 'reviewer', ['return', 'accept']],
    ['draft', 'reviewer', []],
    ['accepted', 'reviewer', []],
  ] as const)('actions from %s for the %s: %j', (from, role, actions) => {
    expect(pdcaActionsFrom(from, role)).toEqual(actions);
  });
});

const principal = (type: UserType, over: Partial<Principal> = {}): Principal => ({
  userId: 'u',
  name: 'n',
  type,
  group: { showroom: true, service: true },
  permission: noPermissions(),
  dealerRef: null,
  saleAreaCode: null,
  serviceAreaCode: null,
  salesRegion: null,
  serviceRegion: null,
  ...over,
});

const salesPlan: PdcaPlanPlace = { dealerRef: 'd1', type: 'showroom', areaCode: 'R1-1', region: 'Region1' };
const servicePlan: PdcaPlanPlace = { dealerRef: 'd1', type: 'service', areaCode: 'R1-2', region: 'Region2' };

describe('pdcaRolesOf: who writes and who reviews', () => {
  it.each([
    ['own dealer staff', principal('dealer', { dealerRef: 'd1' }), salesPlan, ['author']],
    ['own dealer staff without the showroom group', principal('dealer', { dealerRef: 'd1', group: { showroom: false, service: true } }), salesPlan, []],
    ['own service staff, service plan', principal('dealer', { dealerRef: 'd1', group: { showroom: false, service: true } }), servicePlan, ['author']],
    ['another branch', principal('dealer', { dealerRef: 'd2' }), salesPlan, []],
    ['area manager of the sale area', principal('area_manager', { saleAreaCode: 'R1-1' }), salesPlan, ['reviewer']],
    ['area manager of the sale area, service plan (service area differs)', principal('area_manager', { saleAreaCode: 'R1-1', serviceAreaCode: 'R1-1' }), servicePlan, []],
    ['area manager of the service area', principal('area_manager', { serviceAreaCode: 'R1-2' }), servicePlan, ['reviewer']],
    ['area manager of another area', principal('area_manager', { saleAreaCode: 'R2-1' }), salesPlan, []],
    ['region manager of the sales region', principal('region_manager', { salesRegion: 'Region1' }), salesPlan, ['reviewer']],
    ['region manager of the service region', principal('region_manager', { serviceRegion: 'Region2' }), servicePlan, ['reviewer']],
    ['region manager without the group', principal('region_manager', { salesRegion: 'Region1', group: { showroom: false, service: true } }), salesPlan, []],
    ['region manager of another region', principal('region_manager', { salesRegion: 'Region3' }), salesPlan, []],
    ['csn', principal('csn'), salesPlan, ['reviewer']],
    ['nissan', principal('nissan'), servicePlan, ['reviewer']],
    ['nml', principal('nml'), salesPlan, []],
    ['callcenter', principal('callcenter'), salesPlan, []],
    ['external', principal('external'), salesPlan, []],
  ] as const)('%s', (_label, who, plan, roles) => {
    expect(pdcaRolesOf(who, plan)).toEqual(roles);
  });

  it('authors save and submit, reviewers return and accept, never the other way', () => {
    const dealer = principal('dealer', { dealerRef: 'd1' });
    const csn = principal('csn');
    expect(PDCA_ACTIONS.filter((a) => mayTakePdcaAction(dealer, salesPlan, a))).toEqual(['save', 'submit']);
    expect(PDCA_ACTIONS.filter((a) => mayTakePdcaAction(csn, salesPlan, a))).toEqual(['return', 'accept']);
  });
});

describe('when a plan is due and shown overdue (Thai time)', () => {
  it.each([
    ['2026-09-01', null, '2026-10-31T17:00:00.000Z'],
    ['2026-11-01', null, '2026-12-31T17:00:00.000Z'],
    ['2026-12-01', null, '2027-01-31T17:00:00.000Z'],
    ['2026-09-01', '2026-10-30T03:00:00.000Z', '2026-11-06T03:00:00.000Z'],
    ['2026-09-01', '2026-10-01T03:00:00.000Z', '2026-10-31T17:00:00.000Z'],
  ] as const)('a plan for %s (returned at %s) is due at %s', (month, returnedAt, due) => {
    expect(pdcaDueAt(month, returnedAt ? new Date(returnedAt) : null).toISOString()).toBe(due);
  });

  const beforeDue = new Date('2026-10-31T16:59:59Z');
  const atDue = new Date('2026-10-31T17:00:00Z');
  it.each([
    ['owed', beforeDue, 'owed'],
    ['owed', atDue, 'overdue'],
    ['draft', atDue, 'overdue'],
    ['returned', atDue, 'overdue'],
    ['submitted', atDue, 'submitted'],
    ['accepted', atDue, 'accepted'],
  ] as const)('%s for 2026-09 at %s is shown %s', (stored, now, shown) => {
    expect(pdcaShownState(stored, '2026-09-01', now)).toBe(shown);
  });

  it.each([
    ['2026-10-01', '2026-10-31T16:59:59Z', false],
    ['2026-10-01', '2026-10-31T17:00:00Z', true],
    ['2026-11-01', '2026-10-31T17:00:00Z', false],
  ] as const)('%s is over at %s: %s', (month, now, closed) => {
    expect(isClosedMonth(month, new Date(now))).toBe(closed);
  });

  it.each([
    ['2026-11-01', 1, '2026-12-01'],
    ['2026-12-01', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-01'],
    ['2026-11-01', 14, '2028-01-01'],
  ] as const)('%s plus %i months is %s', (month, n, expected) => {
    expect(addMonths(month, n)).toBe(expected);
  });
});

describe('which month owes a plan (targets)', () => {
  const ok = { ...NO_FIGURES, kpi2Met: 10, kpi2Decided: 10, kpi3Met: 9, kpi3Decided: 10, kpi4aMet: 8, kpi4aDecided: 10, responses: 10, top2box: 5, bottom6: 1 };
  it.each([
    ['every target met (KPI4a exactly on 80 %)', ok, []],
    ['KPI2 below 90 %', { ...ok, kpi2Met: 8 }, ['kpi2']],
    ['KPI3 and KPI4a below 80 %', { ...ok, kpi3Met: 7, kpi4aMet: 7 }, ['kpi3', 'kpi4a']],
    ['NPS below 30', { ...ok, top2box: 3, bottom6: 1 }, ['nps']],
    ['too few tickets to judge', { ...ok, kpi2Met: 0, kpi2Decided: 2 }, []],
    ['too few responses to judge', { ...ok, responses: 4, top2box: 0, bottom6: 4 }, []],
    ['nothing at all', NO_FIGURES, []],
  ] as const)('%s → %j', (_label, figures, missed) => {
    expect(missedMeasures(figures)).toEqual(missed);
  });

  it('reports each value with its target', () => {
    expect(pdcaMeasures({ ...ok, kpi2Met: 8 })[0]).toEqual({ measure: 'kpi2', value: 80, target: 90, missed: true });
  });

  it.each([
    [ok, 90],
    [{ ...ok, kpi2Met: 0, kpi2Decided: 0, kpi3Met: 1, kpi3Decided: 3, kpi4aMet: 0, kpi4aDecided: 0 }, 33.3],
    [NO_FIGURES, null],
  ] as const)('KPI attainment of %j is %s', (figures, value) => {
    expect(kpiAttainment(figures)).toBe(value);
  });

  it('names the kinds as the filter does', () => {
    expect([pdcaKindOf('showroom'), pdcaKindOf('service')]).toEqual(['Sales', 'Service']);
  });

  it.each([
    [undefined, DEFAULT_PDCA_TARGETS],
    ['', DEFAULT_PDCA_TARGETS],
    ['{"kpi2": 95, "nps": 20}', { ...DEFAULT_PDCA_TARGETS, kpi2: 95, nps: 20 }],
  ] as const)('PDCA_TARGETS %j', (text, targets) => {
    expect(parsePdcaTargets(text)).toEqual(targets);
  });

  it.each(['[1]', '{"kpi9": 1}', '{"kpi2": "90"}', 'not json'])('PDCA_TARGETS %s is refused', (text) => {
    expect(() => parsePdcaTargets(text)).toThrow();
  });
});
