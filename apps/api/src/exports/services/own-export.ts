import { HttpStatus } from '@nestjs/common';
import { GENERIC_ERRORS } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { findExport, type ExportRecord } from '@voc/ticket-exports';
import { ApiError } from '../../common/errors/api-error';
import type { SqlRunner } from '@voc/sql';

/** A background export belongs to whoever asked for it (it holds their scope); others get 404. */
export async function ownExport(db: SqlRunner, principal: Principal, id: string): Promise<ExportRecord> {
  const record = await findExport(db, id);
  if (!record || record.created_by !== principal.userId) throw new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound);
  return record;
}
