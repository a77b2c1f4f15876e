import type { Writable } from 'node:stream';
import type { CaseClosedExportQueryDto, ExportKind, ListTicketsQueryDto, TicketExportQueryDto } from '@voc/contracts';
import { THAI_SQL, caseClosedFileName, ticketsFileName, type Locale, type Principal } from '@voc/domain';
import { ticketFilters, ticketOrder } from '@voc/ticketing';
import { CASE_CLOSED_COLUMNS, CASE_CLOSED_V1_COLUMNS, EXPORT_TICKET_SELECT, TICKET_LIST_COLUMNS, toExportTicketRow, type ExportTicketRow } from './ticket-export-columns';
import { sheetOf, writeWorkbook, type SheetColumn } from '@voc/spreadsheets';
import { SqlParams, type UnitOfWork } from '@voc/sql';

/**
 * What a download asks for; stored as is (params) when the export runs in the background. The
 * ticket-KPI spreadsheet is not one of them: it is the KPI report's answer from the projection
 * (apps/api reports), a few rows per dealer.
 */
export type ExportRequest = { kind: 'tickets'; filters: TicketExportQueryDto } | { kind: 'caseclosed' | 'caseclosed_v1'; filters: CaseClosedExportQueryDto };

export interface PreparedExport {
  kind: ExportKind;
  fileName: string;
  /** How many tickets the export reads (decides: stream now, or a background job). */
  count(): Promise<number>;
  /** Writes the xlsx to `out`; progress counts tickets read. Answers the tickets read. */
  write(out: Writable, onProgress?: (done: number) => Promise<void> | void): Promise<number>;
}

/** Thai-time bounds of a calendar month as timestamptz expressions. */
function monthBounds(params: SqlParams, year: number, month: number): { from: string; to: string } {
  const first = `make_date(${params.add(year)}::int, ${params.add(month)}::int, 1)`;
  return {
    from: THAI_SQL.instantOfLocal(first),
    to: THAI_SQL.instantOfLocal(`${first} + interval '1 month'`),
  };
}

/** A query over tickets (alias t) joined with their dealer (d), with its parameters. */
export interface TicketQuery {
  where: string;
  order: string;
  params: unknown[];
}

function listQuery(principal: Principal, filters: ListTicketsQueryDto): TicketQuery {
  const params = new SqlParams();
  const where = ticketFilters(principal, filters, params);
  return { where, order: ticketOrder(filters), params: params.values };
}

/** Tickets completed (B) in the month: the list's scope and filters, status B, approved that month. */
function caseClosedQuery(principal: Principal, filters: CaseClosedExportQueryDto): TicketQuery {
  const params = new SqlParams();
  const where = ticketFilters(principal, { type: filters.type, source: filters.source, dealer_id: filters.dealer_id, status: 'B' }, params);
  const month = monthBounds(params, filters.year, filters.month);
  return { where: `${where} AND t.approved_date >= ${month.from} AND t.approved_date < ${month.to}`, order: 't.approved_date ASC, t.id ASC', params: params.values };
}

async function countOf(uow: UnitOfWork, query: TicketQuery): Promise<number> {
  const [{ n }] = await uow.runner.query<Array<{ n: string }>>(`SELECT count(*) AS n FROM tickets t WHERE ${query.where}`, query.params);
  return Number(n);
}

/** The tickets of a query, in its order, through a cursor. */
export async function* exportTicketRows(uow: UnitOfWork, query: TicketQuery): AsyncGenerator<ExportTicketRow> {
  const sql = `SELECT ${EXPORT_TICKET_SELECT} FROM tickets t JOIN dealers d ON d.id = t.dealer_ref WHERE ${query.where} ORDER BY ${query.order}`;
  for await (const raw of uow.stream<Record<string, unknown>>(sql, query.params)) yield toExportTicketRow(raw);
}

function ticketSheet(uow: UnitOfWork, query: TicketQuery, columns: SheetColumn<ExportTicketRow>[], sheetName: string, locale: Locale) {
  return (out: Writable, onProgress?: (done: number) => Promise<void> | void) =>
    writeWorkbook(
      out,
      [sheetOf({ name: sheetName, columns, rows: exportTicketRows(uow, query) })],
      { locale, onProgress },
    );
}

/**
 * One export, ready to count and to write. Every export goes through the ticket list's scope
 * and filters (ticketFilters), so a file never holds a ticket the list would not show.
 */
export function prepareExport(uow: UnitOfWork, principal: Principal, request: ExportRequest, locale: Locale, now: Date): PreparedExport {
  switch (request.kind) {
    case 'tickets': {
      const query = listQuery(principal, request.filters);
      return {
        kind: 'tickets',
        fileName: ticketsFileName(request.filters, now),
        count: () => countOf(uow, query),
        write: ticketSheet(uow, query, TICKET_LIST_COLUMNS, 'Tickets', locale),
      };
    }
    case 'caseclosed':
    case 'caseclosed_v1': {
      const query = caseClosedQuery(principal, request.filters);
      return {
        kind: request.kind,
        fileName: caseClosedFileName(request.filters.type, request.filters.month, request.filters.year),
        count: () => countOf(uow, query),
        write: ticketSheet(uow, query, request.kind === 'caseclosed' ? CASE_CLOSED_COLUMNS : CASE_CLOSED_V1_COLUMNS, 'Case closed', locale),
      };
    }
    default:
      // A background export recorded before the ticket-KPI sheet moved to the projection.
      throw new Error(`no such export kind: ${(request as { kind: string }).kind}`);
  }
}
