import { planNotifications, type NotificationTrigger, type NotifiedTicket } from '../notification-plan';
import type { DirectoryUser } from '../notification-recipients';

const DEALER = 'd0000000-0000-4000-8000-000000000001';
const OTHER_DEALER = 'd0000000-0000-4000-8000-000000000002';

function user(id: string, extra: Partial<DirectoryUser>): DirectoryUser {
  return {
    id,
    first_name: 'ก',
    last_name: id,
    email: `${id}@x.th`,
    mobile: `08100000${id.slice(-2)}`,
    position_title: null,
    type: 'dealer',
    active: true,
    group_showroom: true,
    group_service: true,
    dealer_ref: DEALER,
    sale_area_code: null,
    service_area_code: null,
    dealer_sales_region: null,
    dealer_service_region: null,
    ...extra,
  };
}

const USERS: DirectoryUser[] = [
  user('u01', { first_name: 'สมชาย', last_name: 'ใจดี' }), // named as the sales manager in the dealer master
  user('u02', { position_title: 'ผู้จัดการฝ่ายบริการ', group_showroom: false }), // service manager by title
  user('u03', { position_title: 'พนักงานขาย' }), // not a manager
  user('u04', { position_title: 'Service Manager', active: false }), // closed account
  user('u05', { position_title: 'ผู้จัดการ', dealer_ref: OTHER_DEALER }), // another branch
  user('u06', { position_title: 'Manager', email: null }), // no email: SMS only
  user('u10', { type: 'area_manager', dealer_ref: null, sale_area_code: 'R1-1', service_area_code: 'R1-2' }),
  user('u11', { type: 'area_manager', dealer_ref: null, sale_area_code: 'R2-1', service_area_code: 'R2-1' }),
  user('u20', { type: 'region_manager', dealer_ref: null, dealer_sales_region: 'Region1', dealer_service_region: 'Region2' }),
  user('u21', { type: 'region_manager', dealer_ref: null, dealer_sales_region: 'Region3', dealer_service_region: 'Region3', active: false }),
];

const DIRECTORY = { users: USERS, dealer: { sale_manager_name: ' สมชาย  ใจดี ', service_manager_name: null } };

const ticket = (type: 'showroom' | 'service', areaCode = type === 'showroom' ? 'R1-1' : 'R1-2', region = type === 'showroom' ? 'Region1' : 'Region2'): NotifiedTicket => ({
  id: 't1',
  caseNo: 'SR2611-000123',
  place: { type, dealerRef: DEALER, areaCode, region },
  receivedAt: new Date('2026-11-24T03:00:00Z'),
  dealerName: 'นิสสัน ทดสอบ',
});
const due = new Date('2026-11-25T03:00:00Z');

/** trigger → the (channel, address, role) triples expected, written out. */
const CASES: Array<[string, NotificationTrigger, string[]]> = [
  ['new showroom ticket: the named manager and the titled ones of the group', { kind: 'ticket_created', ticket: ticket('showroom') }, ['email u01@x.th branch_manager', 'sms 0810000001 branch_manager', 'sms 0810000006 branch_manager']],
  ['new service ticket: only service-group managers', { kind: 'ticket_created', ticket: ticket('service') }, ['email u02@x.th branch_manager', 'sms 0810000002 branch_manager', 'sms 0810000006 branch_manager']],
  ['completion: the customer by SMS only', { kind: 'ticket_completed', ticket: ticket('service'), customerTel: ' 0899999999 ' }, ['sms 0899999999 customer']],
  ['completion without a tel: nothing', { kind: 'ticket_completed', ticket: ticket('service'), customerTel: '  ' }, []],
  ['due soon: the branch is reminded', { kind: 'deadline', ticket: ticket('showroom'), kpi: 'kpi2a', dueAt: due, purpose: 'deadline_reminder' }, ['email u01@x.th branch_manager', 'sms 0810000001 branch_manager', 'sms 0810000006 branch_manager']],
  ['breached showroom: the sales area manager', { kind: 'deadline', ticket: ticket('showroom'), kpi: 'kpi2a', dueAt: due, purpose: 'escalation_area' }, ['email u10@x.th area_manager', 'sms 0810000010 area_manager']],
  ['breached service: the service area manager (R1-2)', { kind: 'deadline', ticket: ticket('service'), kpi: 'kpi3', dueAt: due, purpose: 'escalation_area' }, ['email u10@x.th area_manager', 'sms 0810000010 area_manager']],
  ['breached, area nobody manages: nobody', { kind: 'deadline', ticket: ticket('showroom', 'R5-3'), kpi: 'kpi3', dueAt: due, purpose: 'escalation_area' }, []],
  ['a day breached: the region manager', { kind: 'deadline', ticket: ticket('showroom'), kpi: 'kpi4a', dueAt: due, purpose: 'escalation_region' }, ['email u20@x.th region_manager', 'sms 0810000020 region_manager']],
  ['region of an inactive manager only: nobody', { kind: 'deadline', ticket: ticket('showroom', 'R3-1', 'Region3'), kpi: 'kpi4a', dueAt: due, purpose: 'escalation_region' }, []],
];

describe('planNotifications: who gets what', () => {
  it.each(CASES)('%s', (_name, trigger, expected) => {
    const plan = planNotifications(trigger, DIRECTORY);
    expect(plan.map((r) => `${r.channel} ${r.address} ${r.role}`)).toEqual(expected);
  });

  it.each<[string, DirectoryUser[], string[]]>([
    ['no manager at all: not sent on either channel', [user('u40', { position_title: 'พนักงานขาย' })], ['email - no_contact', 'sms - no_contact']],
    ['managers with an email only: the SMS is not sent', [user('u41', { position_title: 'ผู้จัดการ', mobile: null })], ['email u41@x.th sent', 'sms - no_contact']],
    ['managers with a blank mobile and no email', [user('u42', { position_title: 'Manager', email: null, mobile: '  ' })], ['email - no_contact', 'sms - no_contact']],
    ['a manager with both: nothing recorded unsent', [user('u43', { position_title: 'ผู้จัดการ' })], ['email u43@x.th sent', 'sms 0810000043 sent']],
  ])('new ticket, %s', (_name, users, expected) => {
    const plan = planNotifications({ kind: 'ticket_created', ticket: ticket('showroom') }, { users, dealer: { sale_manager_name: null, service_manager_name: null } });
    expect(plan.map((r) => `${r.channel} ${r.address || '-'} ${r.noContact ? 'no_contact' : 'sent'}`)).toEqual(expected);
    for (const r of plan.filter((p) => p.noContact)) {
      expect(r).toMatchObject({ role: 'branch_manager', userId: null, purpose: 'new_ticket', idempotencyKey: `t1/new_ticket/-/${r.channel}/no_contact` });
    }
  });

  it('records no missing contact for other purposes: a reminder or an escalation to nobody plans nothing', () => {
    const nobody = { users: [], dealer: { sale_manager_name: null, service_manager_name: null } };
    expect(planNotifications({ kind: 'deadline', ticket: ticket('showroom'), kpi: 'kpi2a', dueAt: due, purpose: 'deadline_reminder' }, nobody)).toEqual([]);
    expect(planNotifications({ kind: 'ticket_completed', ticket: ticket('showroom'), customerTel: null }, nobody)).toEqual([]);
  });

  it('keys are unique per ticket, purpose, deadline, channel and recipient', () => {
    const a = planNotifications({ kind: 'deadline', ticket: ticket('showroom'), kpi: 'kpi2a', dueAt: due, purpose: 'escalation_area' }, DIRECTORY);
    const b = planNotifications({ kind: 'deadline', ticket: ticket('showroom'), kpi: 'kpi3', dueAt: due, purpose: 'escalation_area' }, DIRECTORY);
    const again = planNotifications({ kind: 'deadline', ticket: ticket('showroom'), kpi: 'kpi2a', dueAt: due, purpose: 'escalation_area' }, DIRECTORY);
    expect(a.map((r) => r.idempotencyKey)).toEqual(['t1/escalation_area/kpi2a/email/u10', 't1/escalation_area/kpi2a/sms/u10']);
    expect(again.map((r) => r.idempotencyKey)).toEqual(a.map((r) => r.idempotencyKey));
    expect(b.map((r) => r.idempotencyKey).some((k) => a.some((r) => r.idempotencyKey === k))).toBe(false);
  });

  it('one shared address is told once per channel', () => {
    const shared = { users: [user('u30', { position_title: 'ผู้จัดการ', email: 'SHOP@X.TH' }), user('u31', { position_title: 'ผู้จัดการ', email: 'shop@x.th ' })], dealer: DIRECTORY.dealer };
    expect(planNotifications({ kind: 'ticket_created', ticket: ticket('showroom') }, shared).filter((r) => r.channel === 'email').map((r) => r.address)).toEqual(['shop@x.th']);
  });

  it('a new ticket message names the case and its three deadlines in Thai time', () => {
    const [email] = planNotifications({ kind: 'ticket_created', ticket: ticket('showroom') }, DIRECTORY);
    // received 2026-11-24 10:00 Thai: contact by +24 h, solution by +48 h, close by +5 days
    expect(email.subject).toContain('SR2611-000123');
    expect(email.body).toContain('2026-11-25 10:00');
    expect(email.body).toContain('2026-11-26 10:00');
    expect(email.body).toContain('2026-11-29 10:00');
    expect(email.body).toContain('new complaint SR2611-000123');
  });
});
