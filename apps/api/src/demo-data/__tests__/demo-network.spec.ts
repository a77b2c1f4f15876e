import { liveState, type KpiTimes } from '@voc/domain';
import { generateDealers } from '../demo-dealers';
import { planDemoTickets, type DemoTicketPlan } from '../demo-tickets';
import { PROVINCES } from '../provinces';
import { SeededRandom } from '../random';

const dealers = generateDealers(150, new SeededRandom(20260401));
const byCompany = new Map<string, typeof dealers>();
for (const dealer of dealers) byCompany.set(dealer.dealer_id, [...(byCompany.get(dealer.dealer_id) ?? []), dealer]);

/** Issue 16: the demo looks like a real network. */
describe('demo dealer network', () => {
  it('is 150 branches D0001..D0150, the same for the same seed', () => {
    expect(dealers.map((d) => d.dealer_code)).toEqual(Array.from({ length: 150 }, (_, i) => `D${String(i + 1).padStart(4, '0')}`));
    expect(generateDealers(150, new SeededRandom(20260401))).toEqual(dealers);
  });

  it('groups branches into companies (dealer_id) of one to several branches with one name each', () => {
    const sizes = [...byCompany.values()].map((branches) => branches.length);
    expect(byCompany.size).toBeGreaterThanOrEqual(40);
    expect(byCompany.size).toBeLessThanOrEqual(100);
    expect(Math.min(...sizes)).toBe(1);
    expect(Math.max(...sizes)).toBeGreaterThanOrEqual(4);
    expect(sizes.filter((n) => n > 1).length).toBeGreaterThan(byCompany.size / 3);
    for (const branches of byCompany.values()) {
      expect(new Set(branches.map((b) => `${b.dealer_name}|${b.dealer_name_en}`)).size).toBe(1);
      expect(new Set(branches.map((b) => b.dealer_sales_region)).size).toBe(1);
      // One head office a company, its first branch; every branch its own name.
      expect(branches.map((b) => b.branch_name_en === 'Head Office')).toEqual(branches.map((_, i) => i === 0));
      expect(new Set(branches.map((b) => b.branch_name)).size).toBe(branches.length);
    }
    expect(new Set([...byCompany.values()].map((branches) => branches[0].dealer_name)).size).toBe(byCompany.size);
  });

  it('puts every branch in a province of its region, named in Thai and in English', () => {
    for (const dealer of dealers) {
      const province = PROVINCES.find((p) => p.th === dealer.dealer_province);
      expect(province).toBeDefined();
      expect(province!.en).toBe(dealer.dealer_province_en);
      expect(province!.region).toBe(dealer.dealer_sales_region);
      expect(dealer.sale_area_code.startsWith(`R${dealer.dealer_sales_region.slice(-1)}-`)).toBe(true);
      for (const english of [dealer.dealer_name_en, dealer.branch_name_en, dealer.dealer_province_en]) expect(english).toMatch(/^[A-Za-z0-9 .'-]+$/);
      for (const thai of [dealer.dealer_name, dealer.branch_name]) expect(thai).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(new Set(dealers.map((d) => d.dealer_sales_region)).size).toBe(5);
  });

  it('keeps the branches of the demo accounts (D0001-D0003) open', () => {
    expect(dealers.slice(0, 3).map((d) => d.status)).toEqual(['normal', 'normal', 'normal']);
  });
});

const HOUR = 3600_000;
const NOW = new Date('2026-11-20T03:00:00Z');
const plans = planDemoTickets(2500, 146, 18, NOW, new SeededRandom(20250501));

/** A planned ticket's KPI times as they stand at `when` (steps after it have not happened yet). */
function timesAt(plan: DemoTicketPlan, when: Date): KpiTimes & { open: boolean } {
  const times: KpiTimes = { receivedAt: plan.arrivedAt, firstContactAt: null, solutionAt: null, closedAt: null, satisfactionAt: null, satisfied: null, smsReceived: null, cancelledAt: null };
  let at = plan.arrivedAt.getTime();
  for (const step of plan.steps) {
    at += step.afterHours * HOUR;
    if (at > when.getTime()) break;
    const date = new Date(at);
    if (step.to === 'C') times.firstContactAt ??= date;
    if (step.to === 'S') times.solutionAt ??= date;
    if (step.to === 'B') times.closedAt = date;
    if (step.to === 'D') times.cancelledAt ??= date;
  }
  return { ...times, open: !times.closedAt && !times.cancelledAt };
}

function backlogAt(when: Date): { open: number; breached: number } {
  const open = plans.filter((p) => p.arrivedAt <= when).map((p) => timesAt(p, when)).filter((t) => t.open);
  return { open: open.length, breached: open.filter((t) => liveState(t, when) === 'breached').length };
}

describe('demo ticket backlog', () => {
  const days = Array.from({ length: 31 }, (_, i) => new Date(NOW.getTime() - (30 - i) * 24 * HOUR));
  const backlog = days.map(backlogAt);

  it('has open tickets, most of them within their deadlines, on every day of the last month', () => {
    for (const day of backlog) {
      expect(day.open).toBeGreaterThan(0);
      expect(day.breached / day.open).toBeLessThan(0.5);
    }
  });

  it('is worked down as well as up through the month, not only growing', () => {
    const falls = backlog.slice(1).filter((day, i) => day.open < backlog[i].open).length;
    expect(falls).toBeGreaterThanOrEqual(5);
    expect(backlog.at(-1)!.open).toBeLessThan(backlog[0].open * 2);
  });

  it('closes most tickets within the five days of KPI4a', () => {
    const closed = plans.map((p) => timesAt(p, NOW)).filter((t) => t.closedAt);
    const inTime = closed.filter((t) => t.closedAt!.getTime() - t.receivedAt.getTime() <= 5 * 24 * HOUR);
    expect(inTime.length / closed.length).toBeGreaterThan(0.75);
  });
});
