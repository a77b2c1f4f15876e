import { TICKET_ERRORS, type DuplicateTelWarning, type SameTelQueryDto } from '@voc/contracts';
import { mayCreateTicket, type Principal } from '@voc/domain';
import { findSameTelThisMonth } from '../store/same-tel-tickets';
import { TicketingError } from '../errors/ticketing-error';
import type { SqlRunner } from '@voc/sql';

/**
 * The tickets of this type opened this month from this tel, asked by the call-centre form as soon
 * as the tel is typed (SPEC.md §5). Only those who may open a call-centre ticket may ask: the
 * answer names tickets across every dealer.
 */
export async function sameTelThisMonth(db: SqlRunner, principal: Principal, query: SameTelQueryDto, now = new Date()): Promise<DuplicateTelWarning['existing']> {
  if (!mayCreateTicket(principal.type, 'callcenter')) throw new TicketingError('forbidden', 'Forbidden', TICKET_ERRORS.createNotAllowed);
  return findSameTelThisMonth(db, query.tel, query.type, now);
}
