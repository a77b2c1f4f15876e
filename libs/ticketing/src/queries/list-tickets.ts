import type { ListBody, ListTicketsQueryDto, TicketView } from '@voc/contracts';
import { THAI_SQL, listSources, statusesOf, ticketScope, type Principal } from '@voc/domain';
import { scopeCondition } from '../store/scope-sql';
import { SqlParams, type SqlRunner } from '@voc/sql';
import { TICKET_SELECT, toTicketView, type TicketRow } from '../store/ticket-row';
import { ownerCondition } from './owner-filter';

const SORT_COLUMNS: Record<string, string> = {
  created_oa_date: 't.created_oa_date',
  case_no: 't.case_no',
  status: 't.status',
  updated_date: 't.updated_date',
  name: 't.name',
};

/** The conditions shared by the list and its exports: scope first, then each filter given. */
export function ticketFilters(principal: Principal, query: ListTicketsQueryDto, params: SqlParams): string {
  const where = ['t.deleted_at IS NULL', scopeCondition(ticketScope(principal), 't', params)];
  if (query.type) where.push(`t.type = ${params.add(query.type)}`);
  if (query.source) where.push(`t.source = ANY(${params.add(listSources(query.source))}::text[])`);
  if (query.status && query.status !== 'all') where.push(`t.status = ANY(${params.add(statusesOf(query.status))}::text[])`);
  if (query.from_created_date) where.push(`t.created_oa_date >= ${THAI_SQL.dayStart(params.add(query.from_created_date))}`);
  if (query.to_created_date) where.push(`t.created_oa_date < ${THAI_SQL.dayStart(params.add(query.to_created_date))} + interval '1 day'`);
  if (query.dealer_id) where.push(`t.dealer_ref = ${params.add(query.dealer_id)}`);
  if (query.owner) where.push(ownerCondition(query.owner, principal, params));
  if (query.q) {
    const like = params.add(`%${query.q.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(`(lower(t.case_no) LIKE ${like} OR lower(t.name) LIKE ${like} OR t.tel LIKE ${like} OR lower(coalesce(t.crm_case_no, '')) LIKE ${like})`);
  }
  return where.join(' AND ');
}

/** The list's order: newest created_oa_date first unless another sort is asked for (exports keep it). */
export function ticketOrder(query: Pick<ListTicketsQueryDto, 'sort' | 'order'>): string {
  const sort = SORT_COLUMNS[query.sort ?? 'created_oa_date'];
  const order = query.order === 'asc' ? 'ASC' : 'DESC';
  return `${sort} ${order}, t.id ${order}`;
}

/** GET /api/tickets: one page, newest created_oa_date first unless another sort is asked for. */
export async function listTickets(db: SqlRunner, principal: Principal, query: ListTicketsQueryDto): Promise<ListBody<TicketView>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const params = new SqlParams();
  const where = ticketFilters(principal, query, params);
  const [rows, [{ total }]] = await Promise.all([
    db.query<TicketRow[]>(
      `SELECT ${TICKET_SELECT} FROM tickets t JOIN dealers d ON d.id = t.dealer_ref WHERE ${where}
       ORDER BY ${ticketOrder(query)} LIMIT ${params.add(limit)} OFFSET ${params.add((page - 1) * limit)}`,
      params.values,
    ),
    db.query<Array<{ total: string }>>(`SELECT count(*) AS total FROM tickets t WHERE ${where}`, params.values.slice(0, params.values.length - 2)),
  ]);
  return { result: rows.map(toTicketView), total: Number(total) };
}
