import { noPermissions, type Principal } from '@voc/domain';
import { planDemoTickets } from '../demo-tickets';
import { SeededRandom } from '../random';
import { actionsDueBy, actionsOf, type DemoAction } from '../seed-demo-tickets';

const actor: Principal = {
  userId: 'u',
  name: 'demo',
  type: 'csn',
  group: { showroom: true, service: true },
  permission: noPermissions(),
  dealerRef: null,
  saleAreaCode: null,
  serviceAreaCode: null,
  salesRegion: null,
  serviceRegion: null,
};

/**
 * The demo seed plays only what has happened by now (issue 31: no event dated in the future). The
 * plan of a recent ticket reaches past now (its verification comes hours to days after
 * completion); what the seed plays stops at now, each ticket keeping the beginning of its work.
 */
describe('actionsDueBy: the demo history stops at now', () => {
  const now = new Date('2026-11-28T02:00:00Z');
  const plans = planDemoTickets(3000, 20, 18, now, new SeededRandom(20250501));
  const planned: DemoAction[] = plans.flatMap((plan, index) => actionsOf(plan, index, 'dealer', { creator: actor, worker: actor, approver: actor }));
  const due = actionsDueBy(planned, now);

  it('the plan itself reaches past now (so the cut is needed)', () => {
    const ahead = planned.filter((action) => action.at.getTime() > now.getTime());
    expect(ahead.length).toBeGreaterThan(0);
    expect(Math.max(...ahead.map((action) => action.at.getTime())) - now.getTime()).toBeGreaterThan(24 * 3600_000);
  });

  it('nothing played is after now, and everything up to now is played', () => {
    expect(due.every((action) => action.at.getTime() <= now.getTime())).toBe(true);
    expect(due.length).toBe(planned.filter((action) => action.at.getTime() <= now.getTime()).length);
  });

  it('a ticket keeps the beginning of its work: its creation always, and no later step without the one before', () => {
    const byPlan = new Map<number, number[]>();
    for (const action of planned) byPlan.set(action.plan, [...(byPlan.get(action.plan) ?? []), action.at.getTime()]);
    for (const times of byPlan.values()) for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThanOrEqual(times[i - 1]);
    const playedPlans = new Set(due.map((action) => action.plan));
    expect(playedPlans.size).toBe(plans.length);
  });
});
