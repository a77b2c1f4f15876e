import { SURVEY_TYPES, type SavePdcaPlanDto } from '@voc/contracts';
import { addMonths, DEFAULT_PDCA_TARGETS, thaiMonth, type Principal } from '@voc/domain';
import { logHead, pendingEvents, readCheckpoint } from '@voc/events';
import { feedNamed } from '@voc/projections';
import { UnitOfWork } from '@voc/sql';
import { PdcaReportingRepository } from '../pdca/repositories/pdca-reporting.repository';
import { loadPrincipal } from '@voc/ticketing';
import type { DataSource } from 'typeorm';
import { AuditLogRepository } from '../audit/repositories/audit-log.repository';
import { AuditTrail } from '../audit/services/audit-trail.service';
import { RepositoryFactory } from '../common/persistence/repository-providers';
import { DealersRepository } from '../dealers/repositories/dealers.repository';
import { PdcaPlansRepository } from '../pdca/repositories/pdca-plans.repository';
import type { ApiConfig } from '../config/api-config';
import type { PdcaCell } from '../pdca/services/pdca-cells';
import { PdcaFigures } from '../pdca/services/pdca-figures.service';
import { PdcaPlanViews } from '../pdca/services/pdca-plan-views.service';
import { PdcaPlanWriter } from '../pdca/services/pdca-plan-writer.service';
import { UploadStorage } from '../uploads/services/upload-storage.service';
import { createFileStore, type FileStorageConfig } from '@voc/file-storage';

/** Months back the demo plans are written for (the report's default range). */
const DEMO_MONTHS = 6;

/** How each demo plan ends, in turn: the report then shows every state. */
const ENDINGS = ['accepted', 'submitted', 'returned', 'draft', 'accepted', 'submitted', 'returned', 'draft', 'accepted', 'submitted'] as const;
type Ending = (typeof ENDINGS)[number];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the ticket projection has applied the whole ticket log and, when a survey service is
 * configured, the worker's first survey sync has finished every stream (cases and answers of both
 * types) and the survey projection has applied it; at most `timeoutMs`. The owed plans are read
 * from those projections.
 */
async function projectionsCaughtUp(db: DataSource, reporting: DataSource, awaitSurveys: boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const { head } = await logHead(db.manager);
    const tickets = await readCheckpoint(reporting.manager, 'reporting', 'tickets');
    const ticketsDone = !head || (tickets !== undefined && BigInt(tickets.position) >= BigInt(head.position));
    let surveysDone = true;
    if (awaitSurveys) {
      const [{ synced }] = await db.query<Array<{ synced: number }>>(`SELECT count(*)::int AS synced FROM survey_sync WHERE last_success_at IS NOT NULL`);
      const { pending } = await pendingEvents(db.manager, feedNamed('surveys'), await readCheckpoint(reporting.manager, 'reporting', 'surveys'));
      surveysDone = synced >= SURVEY_TYPES.length * 2 && pending === 0;
    }
    if (ticketsDone && surveysDone) return true;
    if (Date.now() >= end) return false;
    await sleep(500);
  }
}

function planOf(cell: PdcaCell, n: number): SavePdcaPlanDto {
  const due = addMonths(cell.month, 2).slice(0, 8) + '15';
  return {
    dealer: cell.dealerRef,
    type: cell.type,
    month: cell.month.slice(0, 7),
    problem: `ตัวชี้วัด ${cell.missed.join(', ').toUpperCase()} ไม่ผ่านเป้าหมายของเดือน (${cell.missed.join(', ')} missed the month's target)`,
    root_cause: n % 2 === 0 ? 'ไม่มีผู้รับผิดชอบติดตามเคสประจำวัน (no one owns the daily follow-up)' : 'ลูกค้ารอนัดหมายซ่อมนาน (customers wait long for an appointment)',
    actions: [
      { what: 'มอบหมายผู้ติดตามเคสประจำวัน (a daily case owner)', owner: 'ผู้จัดการสาขา (branch manager)', due_date: due },
      { what: 'ทบทวนเคสค้างทุกเช้า (review open cases every morning)', owner: 'หัวหน้าที่ปรึกษา (lead advisor)', due_date: due },
    ],
    do_text: n % 3 === 0 ? 'เริ่มประชุมเช้าทุกวันแล้ว (morning meeting started)' : '',
    act_text: n % 3 === 0 ? 'กำหนดให้โทรกลับภายในวันเดียวกันเป็นมาตรฐาน (same-day call-back is standard)' : '',
  } as SavePdcaPlanDto;
}

/**
 * Demo PDCA plans in every state, written through the same commands a dealer and a reviewer use,
 * for months the projections say are owed (the last six that are over): the first ones end
 * accepted, submitted, returned and draft in turn; the rest stay owed (and overdue once due).
 * Skipped when plans exist (idempotent). Answers how many plans it wrote.
 */
export async function seedDemoPdca(db: DataSource, reporting: DataSource, options: { now?: Date; timeoutMs?: number; awaitSurveys?: boolean; plans?: number; storageDir?: string; fileStorage?: FileStorageConfig } = {}): Promise<number> {
  const [{ n }] = await db.query<Array<{ n: string }>>(`SELECT count(*) AS n FROM pdca_plans`);
  if (Number(n) > 0) return 0;
  await projectionsCaughtUp(db, reporting, options.awaitSurveys ?? false, options.timeoutMs ?? 60_000);
  const now = options.now ?? new Date();
  const uow = new UnitOfWork(db);
  const storageDir = options.storageDir ?? '.storage';
  const config = { pdcaTargets: DEFAULT_PDCA_TARGETS, storageDir, fileStorage: options.fileStorage ?? { backend: 'local', dir: storageDir } } as ApiConfig;
  const figures = new PdcaFigures(new PdcaReportingRepository(reporting.manager), config);
  // Made here as the api's modules make them (common/persistence/repository-providers): repositories over the pool, factories for a transaction.
  const audit = new AuditTrail(new AuditLogRepository(uow.runner), new RepositoryFactory(AuditLogRepository));
  const plans = new PdcaPlansRepository(uow.runner);
  const views = new PdcaPlanViews(uow, figures, audit, new DealersRepository(uow.runner), new RepositoryFactory(DealersRepository), plans, new RepositoryFactory(PdcaPlansRepository));
  const storage = new UploadStorage(config, createFileStore(config.fileStorage));
  const writer = new PdcaPlanWriter(uow, figures, views, audit, storage, new RepositoryFactory(DealersRepository), plans, new RepositoryFactory(PdcaPlansRepository));
  const current = thaiMonth(now);
  const cells = (await figures.cells({ kind: 'all', types: ['showroom', 'service'] }, {}, addMonths(current, -DEMO_MONTHS), addMonths(current, -1), now)).filter((cell) => cell.state === 'owed');

  const principalOf = async (sql: string, params: unknown[]): Promise<Principal | null> => {
    const [row] = await db.query<Array<{ id: string }>>(sql, params);
    return row ? loadPrincipal(db.manager, row.id) : null;
  };
  const csn = await principalOf(`SELECT id FROM users WHERE email = 'csn@demo.local'`, []);
  if (!csn) return 0;
  let written = 0;
  for (const cell of cells) {
    if (written >= (options.plans ?? ENDINGS.length)) break;
    const author = await principalOf(
      `SELECT id FROM users WHERE type = 'dealer' AND dealer_ref = $1 AND active_flag = 1 AND (CASE WHEN $2 = 'showroom' THEN group_showroom ELSE group_service END) ORDER BY passport_id LIMIT 1`,
      [cell.dealerRef, cell.type],
    );
    if (!author) continue;
    const ending: Ending = ENDINGS[written];
    const body = planOf(cell, written);
    if (ending === 'draft') {
      await writer.write(author, { ...body, root_cause: null, actions: [] }, 'save', now);
    } else {
      const plan = await writer.write(author, body, 'submit', now);
      if (ending === 'returned' || ending === 'accepted') await writer.review(csn, plan._id!, 'return', 'กรุณาระบุตัวเลขเป้าหมายของแต่ละการดำเนินการ (name a target figure for each action)', now);
      if (ending === 'accepted') {
        await writer.write(author, { ...body, act_text: 'ทบทวนเคสค้างทุกเช้าเป็นมาตรฐานของสาขา (a morning review of open cases is the branch standard)' }, 'submit', now);
        await writer.review(csn, plan._id!, 'accept', null, now);
      }
    }
    written += 1;
  }
  return written;
}
