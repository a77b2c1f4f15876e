import type { DataSource } from 'typeorm';
import { noPermissions, type Principal, type UserType } from '@voc/domain';
import { UnitOfWork } from '@voc/persistence';
import { cancelTicket, changeTicketStatus, createTicket, updateTicket, verifyTicket } from '@voc/ticketing';
import { planDemoTickets, type DemoTicketPlan } from './demo-tickets';
import { SeededRandom } from './random';

interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  type: UserType;
  group_showroom: boolean;
  group_service: boolean;
  permission: Principal['permission'];
  dealer_ref: string | null;
}

function principalOf(user: UserRow): Principal {
  return {
    userId: user.id,
    name: `${user.first_name} ${user.last_name}`,
    type: user.type,
    group: { showroom: user.group_showroom, service: user.group_service },
    permission: user.permission ?? noPermissions(),
    dealerRef: user.dealer_ref,
    saleAreaCode: null,
    serviceAreaCode: null,
    salesRegion: null,
    serviceRegion: null,
  };
}

const at = (base: Date, hours: number) => new Date(base.getTime() + hours * 3600_000);

/** Runs one planned ticket through the same commands a user's actions go through, back-dated. */
async function playTicket(uow: UnitOfWork, plan: DemoTicketPlan, dealerId: string, actors: { creator: Principal; worker: Principal; approver: Principal }): Promise<void> {
  const ticket = await createTicket(
    uow,
    actors.creator,
    {
      type: plan.type,
      source: plan.source,
      dealer: dealerId,
      name: 'ลูกค้าตัวอย่าง',
      tel: plan.tel,
      car_model: plan.carModel,
      complaint_categories: plan.categories,
      complaint_description: plan.description,
      created_oa_date: plan.arrivedAt.toISOString(),
      confirm_duplicate: true,
    },
    [],
    plan.arrivedAt,
  );
  let when = plan.arrivedAt;
  for (const step of plan.steps) {
    when = at(when, step.afterHours);
    if (step.to === 'D') {
      await cancelTicket(uow, actors.approver, ticket._id, 'ลูกค้าขอยกเลิกเรื่องร้องเรียน', when);
    } else if (step.to === 'S') {
      await updateTicket(uow, actors.worker, ticket._id, { name: ticket.name, tel: ticket.tel, complaint_solution: plan.solution, status: 'S' }, [], when);
    } else {
      const actor = step.to === 'B' || step.to === 'R' ? actors.approver : actors.worker;
      await changeTicketStatus(uow, actor, ticket._id, step.to, when);
    }
  }
  if (plan.verification) {
    const v = plan.verification;
    await verifyTicket(
      uow,
      actors.approver,
      ticket._id,
      {
        satisfied: v.satisfied,
        customer_voc: v.satisfied === 'Y' ? 'พอใจกับการแก้ไขปัญหา' : 'ยังไม่พอใจ ต้องการให้ติดตามต่อ',
        review_status: 1,
        review_detail: 'ตรวจสอบข้อมูลครบถ้วน',
        contacted_status: 1,
        verify_by: actors.approver.name,
        recieved_satisfied_sms_status: 1,
        recieved_satisfied_sms_detail: 'ส่ง SMS สำรวจความพึงพอใจแล้ว',
      },
      at(when, v.afterHours),
    );
  }
}

/**
 * About 18 months of tickets for the demo network, created and worked through the ticket
 * commands so every change has its event. Skipped when tickets already exist (idempotent).
 */
export async function seedDemoTickets(db: DataSource, count: number, now = new Date(), concurrency = 8): Promise<number> {
  const [{ n }] = await db.query<Array<{ n: string }>>(`SELECT count(*) AS n FROM tickets`);
  if (Number(n) > 0 || count === 0) return 0;
  const uow = new UnitOfWork(db);
  const users = await db.query<UserRow[]>(`SELECT id, first_name, last_name, type, group_showroom, group_service, permission, dealer_ref FROM users WHERE active_flag = 1`);
  const byEmail = async (email: string) => {
    const [row] = await db.query<UserRow[]>(`SELECT id, first_name, last_name, type, group_showroom, group_service, permission, dealer_ref FROM users WHERE email = $1`, [email]);
    if (!row) throw new Error(`demo user ${email} is missing: seed the users first`);
    return principalOf(row);
  };
  const agent = await byEmail('callcenter@demo.local');
  const csn = await byEmail('csn@demo.local');
  const dealers = await db.query<Array<{ id: string }>>(`SELECT id FROM dealers WHERE status = 'normal' ORDER BY dealer_code`);
  const staffByDealer = new Map<string, UserRow[]>();
  for (const user of users.filter((u) => u.type === 'dealer' && u.dealer_ref)) {
    staffByDealer.set(user.dealer_ref!, [...(staffByDealer.get(user.dealer_ref!) ?? []), user]);
  }
  const plans = planDemoTickets(count, dealers.length, 18, now, new SeededRandom(20250501));
  let next = 0;
  const worker = async () => {
    while (next < plans.length) {
      const plan = plans[next++];
      const dealerId = dealers[plan.dealerIndex].id;
      const staff = (staffByDealer.get(dealerId) ?? []).find((u) => (plan.type === 'showroom' ? u.group_showroom : u.group_service));
      const dealerWorker = staff ? principalOf(staff) : csn;
      await playTicket(uow, plan, dealerId, { creator: plan.source === 'callcenter' ? agent : csn, worker: dealerWorker, approver: csn });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return plans.length;
}
