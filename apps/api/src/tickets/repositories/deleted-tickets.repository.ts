import type { DeletedTicketsQueryDto } from '@voc/contracts';
import type { TicketSource, TicketStatus, TicketType, UserType } from '@voc/domain';
import { frozenMonthsSql } from '@voc/reporting-schema';
import { SqlParams, type SqlRunner } from '@voc/sql';

export interface DeletedTicketRow {
  id: string;
  case_no: string;
  type: TicketType;
  source: TicketSource;
  status: TicketStatus;
  dealer_code: string;
  dealer_name: string;
  branch_name: string | null;
  created_date: Date;
  received_month: string;
  deleted_at: Date;
  deleted_by: string | null;
  deleted_by_name: string | null;
  deleted_by_type: UserType | null;
  deleted_reason: string | null;
}

/**
 * Deleted tickets as the write model keeps them (tickets.deleted_at, deleted_by, deleted_reason,
 * migration 1766250000000), newest deletion first over the partial index tickets_deleted_idx; and
 * when the months of receipt froze, from the reporting store's frozen months of the KPI projection.
 */
export class DeletedTicketsRepository {
  constructor(
    private readonly db: SqlRunner,
    private readonly reporting: SqlRunner,
  ) {}

  async page(filters: DeletedTicketsQueryDto): Promise<{ rows: DeletedTicketRow[]; total: number }> {
    const page = filters.page ?? 1;
    const limit = filters.limit ?? 50;
    const params = new SqlParams();
    const where = ['t.deleted_at IS NOT NULL'];
    if (filters.type) where.push(`t.type = ${params.add(filters.type)}`);
    const condition = where.join(' AND ');
    const [rows, [{ total }]] = await Promise.all([
      this.db.query<DeletedTicketRow[]>(
        `SELECT t.id, t.case_no, t.type, t.source, t.status, d.dealer_code, d.dealer_name, d.branch_name, t.created_date,
                to_char(date_trunc('month', t.created_date AT TIME ZONE 'Asia/Bangkok'), 'YYYY-MM-DD') AS received_month,
                t.deleted_at, t.deleted_by, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS deleted_by_name, u.type AS deleted_by_type, t.deleted_reason
         FROM tickets t JOIN dealers d ON d.id = t.dealer_ref LEFT JOIN users u ON u.id = t.deleted_by
         WHERE ${condition}
         ORDER BY t.deleted_at DESC, t.id DESC LIMIT ${params.add(limit)} OFFSET ${params.add((page - 1) * limit)}`,
        params.values,
      ),
      this.db.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM tickets t WHERE ${condition}`, params.values.slice(0, params.values.length - 2)),
    ]);
    return { rows, total };
  }

  /** When each of `months` (YYYY-MM-01) froze in the KPI projection; months not frozen are absent. */
  async frozenOn(months: readonly string[]): Promise<Map<string, Date>> {
    if (months.length === 0) return new Map();
    const rows = await this.reporting.query<Array<{ month: string; frozen_on: Date }>>(
      `SELECT to_char(f.month, 'YYYY-MM-DD') AS month, f.frozen_on FROM (${frozenMonthsSql('reporting', 'tickets')}) f WHERE f.month = ANY($1::date[])`,
      [months],
    );
    return new Map(rows.map((row) => [row.month, new Date(row.frozen_on)]));
  }
}
