import type { SqlRunner } from '@voc/sql';
import type { DuplicateTelWarning, } from '@voc/contracts';
import { THAI_SQL, type TicketType } from '@voc/domain';

/**
 * Tickets of the same type opened this calendar month (Thai time) from the same tel: the
 * call-centre warning of SPEC.md §5.
 */
export async function findSameTelThisMonth(manager: SqlRunner, tel: string, type: TicketType, now: Date): Promise<DuplicateTelWarning['existing']> {
  const rows = await manager.query<Array<{ id: string; case_no: string; created_date: Date; status: DuplicateTelWarning['existing'][number]['status'] }>>(
    `SELECT id, case_no, created_date, status FROM tickets
     WHERE tel = $1 AND type = $2 AND deleted_at IS NULL
       AND created_date >= ${THAI_SQL.monthStartOf('$3')}
     ORDER BY created_date DESC LIMIT 10`,
    [tel.trim(), type, now],
  );
  return rows.map((r) => ({ _id: r.id, case_no: r.case_no, created_date: r.created_date.toISOString(), status: r.status }));
}
