import type { EntityManager } from 'typeorm';
import { SURVEY_TYPES, type SurveyCaseItem, type SurveyResponseItem, type SurveyType } from '@voc/contracts';
import { applyAnswerPage } from './apply-answer-page';
import { applyCasePage } from './apply-case-page';
import { lockPlaceableHeld, unreadableHeld, type HeldItem } from './held-items';
import type { SurveyPageSource } from './survey-page-source';
import type { CursorMove } from './write-page';
import { analyzeDue } from './analyze-schedule';
import { lockPageState, type PageState } from './survey-case-dimensions';
import { lockStream, PageAhead } from './page-transaction';
import type { UnitOfWork } from '@voc/sql';
import type { UnreadableSurveyItem } from '@voc/survey-service-client';

export type SurveyStreamKind = 'responserate' | 'dashboard';

export interface SyncReport {
  pages: number;
  items: number;
  events: number;
  ticketsRaised: number;
  held: number;
}

export interface SyncOptions {
  pageSize?: number;
  /** Stop after this many pages per stream (the next run goes on from the cursor). */
  maxPages?: number;
  now?: () => Date;
  /** How old a low score may be and still raise a ticket (libs/domain SURVEY_TICKET_MAX_AGE_DAYS by default). */
  ticketMaxAgeDays?: number;
  /** Items applied before the first ANALYZE of the survey tables (default ANALYZE_EVERY_ITEMS; then as analyzeDue says). */
  analyzeEveryItems?: number;
  /** Called after each page's transaction commits, with the sync's report so far (the worker passes none: the relay projects what a page appended). */
  afterPage?: (report: SyncReport) => Promise<void>;
}

/**
 * A first sync (or a catch-up) grows survey_cases and survey_events by millions of rows in one run,
 * faster than autovacuum's analyze follows (or at all, where autovacuum is off). On statistics of
 * a near-empty table the planner looks a page's 1,000 cases up by the key's first column only and
 * filters the rest: each page then reads every case of its type, and the sync slows down as the
 * table grows (measured: 0.7 s a page at 2.3 M cases, against milliseconds once analyzed). So the
 * sync analyzes the two tables itself once it applied this many items, then each time it has
 * applied as many again as before (analyzeDue; an ANALYZE samples, and blocks no reader or writer).
 */
export const ANALYZE_EVERY_ITEMS = 100_000;

export function surveyStream(kind: SurveyStreamKind, type: SurveyType): string {
  return `${kind}:${type}`;
}

/** Tells a failed sync apart: the error's message key when it carries one (the client's errors do). */
function errorKey(error: unknown): string {
  const key = (error as { messageKey?: unknown })?.messageKey;
  return typeof key === 'string' ? key : 'errors.survey.unavailable';
}

/**
 * One sync of the survey service: for each type, the cases (POST /api/responserate/) first, then
 * the answers (POST /api/dashboard/), each stream from its cursor in survey_sync until the service
 * has nothing newer. The two types run side by side (their cases, answers and tickets never
 * touch the same rows; each stream has its own lock and cursor), so the service and PostgreSQL
 * each work on one type while the other waits on the second. Each page is applied in one transaction that also moves the cursor, under the
 * stream's advisory lock, after checking the cursor is still the one the page was asked with: a
 * sync killed mid-page leaves the old cursor and nothing of the page, a second sync running at the
 * same time applies nothing twice. Items held earlier (unknown dealer, case not yet arrived) are
 * tried again first. An item the client could not read is held with its reason and the page goes
 * on: one bad item never stops the stream. The next page's transaction is begun while a page is
 * applied and takes the lock as that one commits (PageAhead). A failure is recorded (last_error, last_attempt_at) and thrown; what was
 * synced before it stays. The sync only appends: each page's commit wakes the event relay (the
 * survey log's NOTIFY trigger), which hands the survey log's projections out as jobs like the others'.
 */
export async function syncSurveyService(uow: UnitOfWork, source: SurveyPageSource, options: SyncOptions = {}): Promise<SyncReport> {
  const report: SyncReport = { pages: 0, items: 0, events: 0, ticketsRaised: 0, held: 0 };
  const growth = analyzer(uow, options.analyzeEveryItems ?? ANALYZE_EVERY_ITEMS);
  const outcomes = await Promise.allSettled(
    SURVEY_TYPES.map(async (type) => {
      for (const kind of ['responserate', 'dashboard'] as const) await syncStream(uow, source, kind, type, options, report, growth);
    }),
  );
  // Both types went as far as they could; the first failure is the sync's.
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failed) throw failed.reason;
  return report;
}

/** The survey tables' growth during a sync, and their ANALYZE when analyzeDue says. */
interface Growth {
  /** Whether applying this many more items starts an ANALYZE now (grown says the same if nothing else grew in between). */
  due(applied: number): boolean;
  /** Counts the items; when due, analyzes and waits for it. */
  grown(applied: number): Promise<void>;
}

/** Counts applied items and analyzes the survey tables when analyzeDue says (one ANALYZE at a time). */
function analyzer(uow: UnitOfWork, first: number): Growth {
  let total = 0;
  let analyzedAt = 0;
  let running: Promise<unknown> | null = null;
  return {
    due: (applied) => !running && analyzeDue(total + applied, analyzedAt, first),
    grown: async (applied) => {
      total += applied;
      if (running || !analyzeDue(total, analyzedAt, first)) return;
      analyzedAt = total;
      running = uow.runner.query(`ANALYZE survey_cases, survey_events`).finally(() => {
        running = null;
      });
      await running;
    },
  };
}

async function syncStream(
  uow: UnitOfWork,
  source: SurveyPageSource,
  kind: SurveyStreamKind,
  type: SurveyType,
  options: SyncOptions,
  report: SyncReport,
  growth: Growth,
): Promise<void> {
  const stream = surveyStream(kind, type);
  const now = options.now ?? (() => new Date());
  const [started] = await uow.runner.query<Array<{ cursor: string | null }>>(
    `INSERT INTO survey_sync (stream, last_attempt_at) VALUES ($1, $2)
     ON CONFLICT (stream) DO UPDATE SET last_attempt_at = EXCLUDED.last_attempt_at RETURNING cursor`,
    [stream, now()],
  );
  const cursor = started.cursor;
  // The next page's transaction, begun while this page's was applied (see below).
  const ahead = new PageAhead(uow, stream);
  try {
    await retryHeld(uow, kind, type, stream, now(), report, options.ticketMaxAgeDays);
    const limit = options.pageSize ?? 1000;
    const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
    try {
      // The next page is asked for while this one is applied (the service and PostgreSQL work at the
      // same time); it is dropped when this page's transaction finds another sync moved the cursor.
      let next: Prefetched | undefined = prefetch(source, kind, type, limit, cursor);
      for (let page = 0; page < maxPages && next; page++) {
        const asked = next.cursor;
        const { data, unreadable }: Awaited<Prefetched['page']> = await next.page;
        const served: number = data.items.length + unreadable.length;
        const setAside = unreadableHeld(unreadable, data.items as ReadonlyArray<{ survey_id: string }>);
        const more: boolean = data.next_cursor !== null && served > 0;
        next = more && page + 1 < maxPages ? prefetch(source, kind, type, limit, data.next_cursor) : undefined;
        const outcome = await ahead.take().run(async (manager) => {
          const state = await lockItemsState(manager, stream, kind, type, data.items);
          const current = state.cursor ?? null;
          // Another sync applied this page meanwhile: ask again from where it got to.
          if (current !== asked) return { applied: false, cursor: current };
          // The next page's transaction begins while this one is applied (PageAhead). Not with
          // afterPage, which may need a connection while this loop would keep one waiting.
          if (next && !options.afterPage) ahead.begin();
          await applyItems(manager, kind, type, stream, state, data.items, now(), report, options.ticketMaxAgeDays, { next: data.next_cursor, items: served }, setAside);
          return { applied: true, cursor: data.next_cursor ?? asked };
        });
        if (!outcome.applied) {
          next = prefetch(source, kind, type, limit, outcome.cursor);
          continue;
        }
        report.pages++;
        report.items += served;
        // An ANALYZE needs a connection of its own: the page begun ahead ends first (PageAhead).
        if (ahead.begun && growth.due(data.items.length)) await ahead.end();
        await growth.grown(data.items.length);
        if (options.afterPage) await options.afterPage(report);
      }
    } finally {
      // A page begun ahead that will not be applied (the sync failed or stopped) ends with nothing written.
      await ahead.end();
    }
    await uow.runner.query(`UPDATE survey_sync SET last_success_at = $2, last_error = NULL WHERE stream = $1`, [stream, now()]);
  } catch (error) {
    await uow.runner.query(`UPDATE survey_sync SET last_error = $2 WHERE stream = $1`, [stream, errorKey(error)]).catch(() => undefined);
    throw error;
  }
}

interface Prefetched {
  cursor: string | null;
  page: Promise<{ data: { items: unknown[]; next_cursor: string | null }; unreadable: UnreadableSurveyItem[] }>;
}

/** Asks for the page after `cursor`; a failure surfaces when the page is awaited (a page asked for ahead of a failure is never awaited). */
function prefetch(source: SurveyPageSource, kind: SurveyStreamKind, type: SurveyType, limit: number, cursor: string | null): Prefetched {
  const request = { type, limit, ...(cursor ? { cursor } : {}) };
  const page: Prefetched['page'] = kind === 'responserate' ? source.responseRatePage(request) : source.dashboardPage(request);
  page.catch(() => undefined);
  return { cursor, page };
}

/** The page's state (lockPageState): the stream's cursor when `stream` is given, the items' known cases and, for cases, their dealers. */
function lockItemsState(manager: EntityManager, stream: string | null, kind: SurveyStreamKind, type: SurveyType, items: readonly unknown[]): Promise<PageState> {
  const keys = items as ReadonlyArray<{ survey_id: string; dealer_code: string }>;
  return lockPageState(
    manager,
    stream,
    type,
    keys.map((i) => i.survey_id),
    kind === 'responserate' ? keys.map((i) => i.dealer_code) : [],
  );
}

async function applyItems(
  manager: EntityManager,
  kind: SurveyStreamKind,
  type: SurveyType,
  stream: string,
  state: PageState,
  items: readonly unknown[],
  now: Date,
  report: SyncReport,
  ticketMaxAgeDays?: number,
  cursor?: CursorMove,
  unreadable: readonly HeldItem[] = [],
): Promise<void> {
  if (kind === 'responserate') {
    const applied = await applyCasePage(manager, stream, type, items as SurveyCaseItem[], state, cursor, unreadable);
    report.events += applied.events;
    report.held += applied.held;
  } else {
    const applied = await applyAnswerPage(manager, stream, type, items as SurveyResponseItem[], state, now, ticketMaxAgeDays, cursor, unreadable);
    report.events += applied.answered + applied.ticketsRaised;
    report.ticketsRaised += applied.ticketsRaised;
    report.held += applied.held;
    if (applied.ticketsRaised > 0) await manager.query(`SELECT set_config('synchronous_commit', 'on', true)`);
  }
}

/** Items held at an earlier sync that can now be placed, applied. */
async function retryHeld(uow: UnitOfWork, kind: SurveyStreamKind, type: SurveyType, stream: string, now: Date, report: SyncReport, ticketMaxAgeDays?: number): Promise<void> {
  await uow.run(async (manager) => {
    await lockStream(manager, stream);
    const items = await lockPlaceableHeld<unknown>(manager, stream, type, 5000);
    if (items.length) await applyItems(manager, kind, type, stream, await lockItemsState(manager, null, kind, type, items), items, now, report, ticketMaxAgeDays);
  });
}
