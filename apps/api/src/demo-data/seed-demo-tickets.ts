import type { DataSource } from 'typeorm';
import { noPermissions, type Principal, type UserType } from '@voc/domain';
import { UnitOfWork } from '@voc/sql';
import { cancelTicket, changeTicketStatus, createTicket, updateTicket, verifyTicket } from '@voc/ticketing';
import { planDemoSurveyTickets, type DemoSurveyTicketPlan, type SurveyAnswerSource } from './demo-survey-tickets';
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

export interface Actors {
  creator: Principal;
  worker: Principal;
  approver: Principal;
}

/** One user action of the demo history: when it happens, whose ticket, and what it does. */
export interface DemoAction {
  at: Date;
  plan: number;
  run: (uow: UnitOfWork, ticketId: string | undefined) => Promise<string | void>;
}

/** A planned ticket as its actions (creation, each status step, the verification), each back-dated. */
export function actionsOf(plan: DemoTicketPlan | DemoSurveyTicketPlan, index: number, dealerId: string, actors: Actors): DemoAction[] {
  // A survey ticket stands for its response (import key) and carries the customer's answers, as the sync raises it.
  const survey = 'importKey' in plan ? plan : null;
  const actions: DemoAction[] = [
    {
      at: plan.arrivedAt,
      plan: index,
      run: async (uow) => {
        const ticket = await createTicket(
          uow,
          actors.creator,
          {
            type: plan.type,
            source: plan.source,
            dealer: dealerId,
            name: survey?.item.customer.name?.trim() || 'ลูกค้าตัวอย่าง',
            tel: plan.tel,
            car_model: plan.carModel,
            complaint_categories: plan.categories,
            complaint_description: plan.description,
            complaint_customer_want: plan.customerWant,
            created_oa_date: survey ? new Date(survey.item.responded_at).toISOString() : plan.arrivedAt.toISOString(),
            confirm_duplicate: true,
            ...(survey ? { q1: survey.item.q1, q2: survey.item.q2, chassis_number: survey.item.vehicle.chassis_number, registration_number: survey.item.vehicle.registration_number } : {}),
          },
          [],
          plan.arrivedAt,
          survey ? { importKey: survey.importKey } : {},
        );
        return ticket._id;
      },
    },
  ];
  let when = plan.arrivedAt;
  for (const step of plan.steps) {
    when = at(when, step.afterHours);
    const stepAt = when;
    actions.push({
      at: stepAt,
      plan: index,
      run: async (uow, id) => {
        if (step.to === 'D') {
          await cancelTicket(uow, actors.approver, id!, 'ลูกค้าขอยกเลิกเรื่องร้องเรียน', stepAt);
        } else if (step.to === 'S') {
          await updateTicket(uow, actors.worker, id!, { name: 'ลูกค้าตัวอย่าง', tel: plan.tel, complaint_root_cause: plan.rootCause, complaint_solution: plan.solution, status: 'S' }, [], stepAt);
        } else {
          const actor = step.to === 'B' || step.to === 'R' ? actors.approver : actors.worker;
          await changeTicketStatus(uow, actor, id!, step.to, stepAt);
        }
      },
    });
  }
  if (plan.verification) {
    const v = plan.verification;
    const verifyAt = at(when, v.afterHours);
    actions.push({
      at: verifyAt,
      plan: index,
      run: async (uow, id) => {
        await verifyTicket(
          uow,
          actors.approver,
          id!,
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
          verifyAt,
        );
      },
    });
  }
  return actions;
}

/**
 * The actions that have happened by `now`. No event is dated in the future (issue 31): a recent
 * ticket's later steps and its verification (hours to days after completion) have not happened
 * yet, and the ticket stays where it is now. A ticket's actions follow one another in time, so
 * what is left of each is its beginning.
 */
export function actionsDueBy(actions: readonly DemoAction[], now: Date): DemoAction[] {
  return actions.filter((action) => action.at.getTime() <= now.getTime());
}

/**
 * Plays the actions in time order, as users would have: a few at once (`concurrency`), never two
 * of one ticket together. The log then runs forward in time like a real one, so the projections
 * freeze each demo month at its close with its figures in it (month-end freezing), instead of
 * seeing every month closed by the first ticket's last step.
 */
async function playInTimeOrder(uow: UnitOfWork, actions: DemoAction[], concurrency: number): Promise<void> {
  actions.sort((a, b) => a.at.getTime() - b.at.getTime() || a.plan - b.plan);
  const ticketIds = new Map<number, string>();
  for (let i = 0; i < actions.length; ) {
    const chunk: DemoAction[] = [];
    const plans = new Set<number>();
    while (i < actions.length && chunk.length < concurrency && !plans.has(actions[i].plan)) {
      plans.add(actions[i].plan);
      chunk.push(actions[i++]);
    }
    await Promise.all(
      chunk.map(async (action) => {
        const id = await action.run(uow, ticketIds.get(action.plan));
        if (typeof id === 'string') ticketIds.set(action.plan, id);
      }),
    );
  }
}

/**
 * About 18 months of tickets for the demo network, created and worked through the ticket
 * commands so every change has its event. Skipped when tickets already exist (idempotent).
 * With a survey service (`surveys`), the survey tickets are those its low scores raised as they
 * arrived (planDemoSurveyTickets), so the recovery rate of every month is real; `count` is then
 * the plan of all sources, of which only the hot-alert and call-centre tickets are kept.
 */
export async function seedDemoTickets(db: DataSource, count: number, now = new Date(), concurrency = 8, surveys: SurveyAnswerSource | null = null): Promise<number> {
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
  const dealers = await db.query<Array<{ id: string; dealer_code: string }>>(`SELECT id, dealer_code FROM dealers WHERE status = 'normal' ORDER BY dealer_code`);
  const staffByDealer = new Map<string, UserRow[]>();
  for (const user of users.filter((u) => u.type === 'dealer' && u.dealer_ref)) {
    staffByDealer.set(user.dealer_ref!, [...(staffByDealer.get(user.dealer_ref!) ?? []), user]);
  }
  const planned = planDemoTickets(count, dealers.length, 18, now, new SeededRandom(20250501));
  const plans: Array<DemoTicketPlan | DemoSurveyTicketPlan> = surveys
    ? [...planned.filter((plan) => plan.source !== 'survey'), ...(await planDemoSurveyTickets(surveys, new Map(dealers.map((d, i) => [d.dealer_code, i])), now, new SeededRandom(20250502)))]
    : planned;
  const actions = plans.flatMap((plan, index) => {
    const dealerId = dealers[plan.dealerIndex].id;
    const staff = (staffByDealer.get(dealerId) ?? []).find((u) => (plan.type === 'showroom' ? u.group_showroom : u.group_service));
    const dealerWorker = staff ? principalOf(staff) : csn;
    return actionsOf(plan, index, dealerId, { creator: plan.source === 'callcenter' ? agent : csn, worker: dealerWorker, approver: csn });
  });
  await playInTimeOrder(uow, actionsDueBy(actions, now), concurrency);
  return plans.length;
}
