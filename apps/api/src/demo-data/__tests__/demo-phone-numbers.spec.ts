import { branchManagers } from '@voc/domain';
import { generateDealers } from '../demo-dealers';
import { demoCustomerTel, demoMobile } from '../demo-phone-numbers';
import { planDemoTickets } from '../demo-tickets';
import { demoDealerStaff, MANAGERS_WITHOUT_MOBILE_EVERY } from '../demo-users';
import { SeededRandom } from '../random';

/** What an SMS gateway takes (the stand-in's rule, apps/notify-standins): a Thai mobile, 06x/08x/09x and seven digits. */
const THAI_MOBILE = /^0[689]\d{8}$/;
const LANDLINE = /^02\d{7}$/;

describe("the demo's phone numbers", () => {
  const plans = planDemoTickets(2500, 146, 18, new Date('2026-11-20T03:00:00Z'), new SeededRandom(20250501));
  const tels = plans.map((p) => p.tel);

  it('gives nearly every customer a mobile number, a few (about 2 %) a landline kept to show the refusal', () => {
    const landlines = tels.filter((t) => LANDLINE.test(t));
    const mobiles = tels.filter((t) => THAI_MOBILE.test(t));
    expect(landlines.length + mobiles.length).toBe(tels.length);
    expect(landlines.length / tels.length).toBeGreaterThan(0.01);
    expect(landlines.length / tels.length).toBeLessThanOrEqual(0.025);
    // Spread over the operators' prefixes, not one run of numbers.
    expect(new Set(mobiles.map((t) => t.slice(0, 2)))).toEqual(new Set(['06', '08', '09']));
    expect(new Set(mobiles.map((t) => t.slice(0, 3))).size).toBeGreaterThan(20);
  });

  it('keeps a few mobiles whose delivery fails (ending 0000), and only those', () => {
    const unreachable = tels.filter((t) => t.endsWith('0000'));
    expect(unreachable.length).toBeGreaterThan(0);
    expect(unreachable.length / tels.length).toBeLessThanOrEqual(0.006);
    for (const t of unreachable) expect(t).toMatch(THAI_MOBILE);
  });

  it('never gives two customers one number, and is the same every run', () => {
    const many = Array.from({ length: 100_000 }, (_, i) => demoCustomerTel(i));
    expect(new Set(many).size).toBe(many.length);
    expect(demoCustomerTel(42)).toBe(demoCustomerTel(42));
  });

  it.each([
    [0, false],
    [1, false],
    [5_000_000, false],
    [9_999_999, false],
    [17, true],
  ])('makes mobile %i a Thai mobile (unreachable: %s)', (n, unreachable) => {
    const mobile = demoMobile(n, { unreachable });
    expect(mobile).toMatch(THAI_MOBILE);
    expect(mobile.endsWith('0000')).toBe(unreachable);
  });
});

describe("the demo's branch managers", () => {
  const dealers = generateDealers(150, new SeededRandom(20260401));
  const open = dealers.filter((d) => d.status === 'normal');
  const users = demoDealerStaff(dealers, 2, new SeededRandom(1)).map((u, i) => ({
    ...u,
    id: String(i),
    active: true,
    dealer_ref: u.dealer_code,
  }));
  const managersOf = (dealer: (typeof open)[number], type: 'showroom' | 'service') =>
    branchManagers(users, dealer, { type, dealerRef: dealer.dealer_code, areaCode: dealer.sale_area_code, region: dealer.dealer_sales_region });

  it('gives every open branch a manager for each kind of ticket, with an email, and most of them a mobile', () => {
    let withMobile = 0;
    for (const dealer of open) {
      for (const type of ['showroom', 'service'] as const) {
        const managers = managersOf(dealer, type);
        expect(managers.length).toBeGreaterThan(0);
        // A generated staff member may share the master's manager name (the name lists are short): then both are told.
        expect(managers.some((m) => m.email?.endsWith('@demo.local'))).toBe(true);
        if (managers.some((m) => m.mobile && THAI_MOBILE.test(m.mobile))) withMobile += 1;
      }
    }
    const share = withMobile / (open.length * 2);
    expect(share).toBeGreaterThanOrEqual(1 - 1.5 / MANAGERS_WITHOUT_MOBILE_EVERY);
    expect(share).toBeLessThan(1);
  });

  it("leaves D0002 to its named manager (DEMO-DEALER-3) alone, and no two managers one mobile", () => {
    const d0002 = managersOf(open[1], 'showroom').map((m) => users.find((u) => u.id === m.id)?.passport_id);
    expect(d0002).toEqual(['DEMO-DEALER-3']);
    const mobiles = users.filter((u) => u.passport_id?.match(/-(SM|VM)$/) && u.mobile).map((u) => u.mobile);
    expect(new Set(mobiles).size).toBe(mobiles.length);
  });
});
