import type { PermissionFlags } from '../users/permissions';
import type { UserType } from '../users/user-types';
import { FINAL_STATUSES, STATUS_RANK, type TicketStatus } from './ticket-status';

/**
 * The one transition table (SPEC.md §4). The spec forbids same-status, backwards and skipping
 * moves and leaves the exact moves open; our reading:
 *
 *   W → C            the customer was contacted
 *   C → S            a solution was proposed
 *   S → T            the solution is sent for approval
 *   S → I            the solution waits for an action first (parts, an appointment)
 *   I → T            the action is done; sent for approval
 *   T → B            approved and completed
 *   T → R            the approver asks for a new solution (the customer was contacted again)
 *   R → S            a new solution was proposed
 *   W C S I T R → D  cancelled, only through cancel with a reason
 *
 * Who may move (decided here, the spec says only "some users lack permission"):
 * - working moves (W→C, C→S, S→T, S→I, I→T, R→S): the people who work tickets — dealer staff,
 *   area managers, call-centre agents, csn and nissan;
 * - approving moves (T→B, T→R): anyone but dealer staff and external users who holds the
 *   ticket_validation permission;
 * - cancel (→D): csn, nissan and call-centre agents, or a holder of ticket_validation who is not
 *   dealer staff.
 * External users never change a status. Which tickets a user may touch at all is the scope's
 * business (who sees the ticket); this table says only which moves they may make.
 */
export type MoveKind = 'work' | 'approve' | 'cancel';

export const TRANSITIONS: ReadonlyArray<readonly [from: TicketStatus, to: TicketStatus, kind: MoveKind]> = [
  ['W', 'C', 'work'],
  ['C', 'S', 'work'],
  ['S', 'T', 'work'],
  ['S', 'I', 'work'],
  ['I', 'T', 'work'],
  ['T', 'B', 'approve'],
  ['T', 'R', 'approve'],
  ['R', 'S', 'work'],
  ['W', 'D', 'cancel'],
  ['C', 'D', 'cancel'],
  ['S', 'D', 'cancel'],
  ['I', 'D', 'cancel'],
  ['T', 'D', 'cancel'],
  ['R', 'D', 'cancel'],
];

const WORKERS: readonly UserType[] = ['dealer', 'area_manager', 'callcenter', 'csn', 'nissan'];
const CANCELLERS: readonly UserType[] = ['csn', 'nissan', 'callcenter'];
const NEVER_APPROVE: readonly UserType[] = ['dealer', 'external'];

export interface StatusActor {
  type: UserType;
  permission: PermissionFlags;
}

export function mayMake(kind: MoveKind, actor: StatusActor): boolean {
  switch (kind) {
    case 'work':
      return WORKERS.includes(actor.type);
    case 'approve':
      return actor.permission.ticket_validation && !NEVER_APPROVE.includes(actor.type);
    case 'cancel':
      return CANCELLERS.includes(actor.type) || (actor.permission.ticket_validation && !NEVER_APPROVE.includes(actor.type));
  }
}

/** Why a status change was refused; each is a message key with a text in both languages. */
export const STATUS_REFUSALS = {
  same: 'errors.status.same',
  previous: 'errors.status.previous',
  skip: 'errors.status.skip',
  notAllowed: 'errors.status.notAllowed',
  final: 'errors.status.final',
  cancelNeedsReason: 'errors.status.cancelNeedsReason',
} as const;

export type StatusRefusal = (typeof STATUS_REFUSALS)[keyof typeof STATUS_REFUSALS];

export type TransitionCheck = { ok: true; kind: MoveKind } | { ok: false; refusal: StatusRefusal };

/**
 * Whether `actor` may move a ticket from `from` to `to` by a status change. Cancelling (to D)
 * goes through cancel with a reason: pass `viaCancel` for that path.
 */
export function checkTransition(from: TicketStatus, to: TicketStatus, actor: StatusActor, viaCancel = false): TransitionCheck {
  if (from === to) return { ok: false, refusal: STATUS_REFUSALS.same };
  if (FINAL_STATUSES.includes(from)) return { ok: false, refusal: from === 'B' && to !== 'D' ? STATUS_REFUSALS.previous : STATUS_REFUSALS.final };
  if (to === 'D' && !viaCancel) return { ok: false, refusal: STATUS_REFUSALS.cancelNeedsReason };
  const move = TRANSITIONS.find(([f, t]) => f === from && t === to);
  if (!move) {
    if (to === 'D') return { ok: false, refusal: STATUS_REFUSALS.final };
    return { ok: false, refusal: STATUS_RANK[to as Exclude<TicketStatus, 'D'>] < STATUS_RANK[from as Exclude<TicketStatus, 'D'>] ? STATUS_REFUSALS.previous : STATUS_REFUSALS.skip };
  }
  if (!mayMake(move[2], actor)) return { ok: false, refusal: STATUS_REFUSALS.notAllowed };
  return { ok: true, kind: move[2] };
}

/** The statuses `actor` may move a ticket to from `from` (what a status picker offers). */
export function nextStatuses(from: TicketStatus, actor: StatusActor): TicketStatus[] {
  return TRANSITIONS.filter(([f, t, kind]) => f === from && t !== 'D' && mayMake(kind, actor))
    .map(([, t]) => t)
    .sort((a, b) => STATUS_RANK[a as Exclude<TicketStatus, 'D'>] - STATUS_RANK[b as Exclude<TicketStatus, 'D'>]);
}
