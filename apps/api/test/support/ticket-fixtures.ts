import type { DataSource } from 'typeorm';
import type { TestApi } from './test-api';
import { createDealer, createUser, type DealerFixture, type UserFixture } from './account-fixtures';

/** A complete, valid showroom complaint for `dealer` (a call-centre ticket unless told otherwise). */
export function ticketForm(dealerId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'showroom',
    source: 'callcenter',
    dealer: dealerId,
    name: 'คุณลูกค้า ทดสอบ',
    tel: `08${Math.floor(10000000 + Math.random() * 89999999)}`,
    email: 'customer@example.com',
    age: 35,
    car_model: 'Almera',
    complaint_categories: { A01: true },
    complaint_description: 'พนักงานขายไม่ติดต่อกลับตามนัด',
    ...overrides,
  };
}

export async function signIn(sut: TestApi, user: UserFixture): Promise<string> {
  const res = user.email
    ? await sut.call('POST', '/auth/user', { body: { email: user.email, password: user.password } })
    : await sut.call('POST', '/auth/dealer', { body: { passport_id: user.passportId, password: user.password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as any).success.token;
}

export interface TicketWorld {
  dealer: DealerFixture;
  otherDealer: DealerFixture;
  agent: string;
  dealerStaff: string;
  otherDealerStaff: string;
  approver: string;
  csn: string;
}

/** Two dealers in different areas, their staff, an agent, an approver (nissan with ticket_validation) and csn. */
export async function ticketWorld(sut: TestApi, db: DataSource = sut.db): Promise<TicketWorld> {
  const dealer = await createDealer(db);
  const otherDealer = await createDealer(db, { region: 'Region2' });
  await db.query(`UPDATE dealers SET sale_area_code = 'R2-1', service_area_code = 'R2-1' WHERE id = $1`, [otherDealer.id]);
  const [agent, dealerStaff, otherDealerStaff, approver, csn] = await Promise.all([
    createUser(db, { type: 'callcenter' }),
    createUser(db, { type: 'dealer', dealerId: dealer.id }),
    createUser(db, { type: 'dealer', dealerId: otherDealer.id }),
    createUser(db, { type: 'nissan', permission: { ticket_validation: true } }),
    createUser(db, { type: 'csn', permission: { ticket_validation: true } }),
  ]);
  return {
    dealer,
    otherDealer,
    agent: await signIn(sut, agent),
    dealerStaff: await signIn(sut, dealerStaff),
    otherDealerStaff: await signIn(sut, otherDealerStaff),
    approver: await signIn(sut, approver),
    csn: await signIn(sut, csn),
  };
}

/** Creates a ticket through the api and answers its id. */
export async function createTicketVia(sut: TestApi, token: string, form: Record<string, unknown>): Promise<string> {
  const res = await sut.call<any>('POST', '/tickets', { token, body: form });
  if (res.status !== 201 && res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.success.result._id;
}

export async function eventsOf(db: DataSource, ticketId: string): Promise<Array<{ type: string; payload: any; actor_type: string }>> {
  return db.query(`SELECT type, payload, actor_type FROM ticket_events WHERE ticket_id = $1 ORDER BY position`, [ticketId]);
}
