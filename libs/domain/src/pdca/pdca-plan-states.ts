import { fromThaiWallClock, thaiMonth } from '../locale/thai-time';

/**
 * The states of a PDCA plan (issue 14). A plan exists for one dealer branch, one month and one
 * type (Sales = showroom, Service = service).
 *
 * - owed: the month missed a target (pdca-targets.ts) and nobody has written a line yet (no row);
 * - draft: the dealer saved the plan and has not submitted it;
 * - submitted: the dealer sent it for review;
 * - returned: a reviewer sent it back with a comment;
 * - accepted: a reviewer accepted it; final;
 * - overdue: not a stored state but how owed, draft and returned plans are shown once their due
 *   time has passed (pdcaDueAt): the plan keeps its stored state, stays writable and may still be
 *   submitted; submitted and accepted plans are never overdue (waiting on a reviewer is not the
 *   dealer's delay).
 */
export const PDCA_STORED_STATES = ['owed', 'draft', 'submitted', 'returned', 'accepted'] as const;
export type PdcaStoredState = (typeof PDCA_STORED_STATES)[number];
export const PDCA_STATES = [...PDCA_STORED_STATES, 'overdue'] as const;
export type PdcaState = (typeof PDCA_STATES)[number];

export type PdcaAction = 'save' | 'submit' | 'return' | 'accept';
export const PDCA_ACTIONS: readonly PdcaAction[] = ['save', 'submit', 'return', 'accept'];

/** Who does an action: the branch's own staff write, the reviewers review. */
export type PdcaRole = 'author' | 'reviewer';

/**
 * The one transition table: (from, action) → to, and whose action it is.
 *   owed|draft|returned —save→ draft        the dealer writes (a returned plan being reworked is a draft again)
 *   owed|draft|returned —submit→ submitted  the dealer sends it for review
 *   submitted —return→ returned             a reviewer sends it back, with a comment
 *   submitted —accept→ accepted             a reviewer accepts it
 * Everything else is refused; accepted is final.
 */
export const PDCA_TRANSITIONS: ReadonlyArray<readonly [from: PdcaStoredState, action: PdcaAction, to: PdcaStoredState]> = [
  ['owed', 'save', 'draft'],
  ['draft', 'save', 'draft'],
  ['returned', 'save', 'draft'],
  ['owed', 'submit', 'submitted'],
  ['draft', 'submit', 'submitted'],
  ['returned', 'submit', 'submitted'],
  ['submitted', 'return', 'returned'],
  ['submitted', 'accept', 'accepted'],
];

export const PDCA_ACTION_ROLE: Record<PdcaAction, PdcaRole> = { save: 'author', submit: 'author', return: 'reviewer', accept: 'reviewer' };

export const PDCA_REFUSALS = {
  notAllowed: 'errors.pdca.transition',
  final: 'errors.pdca.final',
} as const;

export type PdcaTransitionAnswer = { ok: true; to: PdcaStoredState } | { ok: false; refusal: string };

/** May `action` be taken on a plan in `from`? */
export function checkPdcaTransition(from: PdcaStoredState, action: PdcaAction): PdcaTransitionAnswer {
  const row = PDCA_TRANSITIONS.find(([f, a]) => f === from && a === action);
  if (row) return { ok: true, to: row[2] };
  return { ok: false, refusal: from === 'accepted' ? PDCA_REFUSALS.final : PDCA_REFUSALS.notAllowed };
}

/** The actions a plan in `from` allows to a role. */
export function pdcaActionsFrom(from: PdcaStoredState, role: PdcaRole): PdcaAction[] {
  return PDCA_ACTIONS.filter((action) => PDCA_ACTION_ROLE[action] === role && checkPdcaTransition(from, action).ok);
}

/** Days a returned plan gets from its return, when that ends later than the month's due time. */
export const PDCA_RETURN_GRACE_DAYS = 7;

/**
 * When a month's plan is due: the end of the month after it (Thai time), i.e. the first moment of
 * the month after that; a dealer has the whole next month to write it. A returned plan is due
 * PDCA_RETURN_GRACE_DAYS after its return when that is later.
 */
export function pdcaDueAt(month: string, returnedAt: Date | null = null): Date {
  const [year, mm] = month.split('-').map(Number);
  const monthIndex = mm - 1 + 2;
  const due = fromThaiWallClock(year + Math.floor(monthIndex / 12), (monthIndex % 12) + 1, 1);
  if (!returnedAt) return due;
  const grace = new Date(returnedAt.getTime() + PDCA_RETURN_GRACE_DAYS * 86_400_000);
  return grace > due ? grace : due;
}

/** The state a plan is shown in at `now`: its stored state, or overdue (see above). */
export function pdcaShownState(stored: PdcaStoredState, month: string, now: Date, returnedAt: Date | null = null): PdcaState {
  if ((stored === 'owed' || stored === 'draft' || stored === 'returned') && now >= pdcaDueAt(month, returnedAt)) return 'overdue';
  return stored;
}

/** Whether a month (YYYY-MM-01) is over at `now` (Thai time): only then can it owe a plan. */
export function isClosedMonth(month: string, now: Date): boolean {
  return month < thaiMonth(now);
}

/** The month (YYYY-MM-01) `n` months after `month`. */
export function addMonths(month: string, n: number): string {
  const [year, mm] = month.split('-').map(Number);
  const index = year * 12 + (mm - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
