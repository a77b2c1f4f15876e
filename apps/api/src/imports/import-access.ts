import { HttpStatus } from '@nestjs/common';
import { GENERIC_ERRORS } from '@voc/contracts';
import { canSeeImport, type Principal } from '@voc/domain';
import { ApiError } from '../common/errors/api-error';
import { findImport, HotsheetFileError, type ImportRecord } from '@voc/hotsheet-imports';
import type { SqlRunner } from '@voc/sql';

export const importNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound);

/** An import the user may see (its uploader, or csn); anyone else gets 404, never its data. */
export async function importForViewer(db: SqlRunner, principal: Principal, id: string): Promise<ImportRecord> {
  const record = await findImport(db, id);
  if (!record || !canSeeImport(principal, record.created_by)) throw importNotFound();
  return record;
}

/** A refused file as the api answers it: 400 with its key, and its params or columns as details. */
export function refusal(error: HotsheetFileError): ApiError {
  const details = error.details ?? (error.params ? [{ field: 'file', message: error.messageKey, params: error.params }] : undefined);
  return new ApiError(HttpStatus.BAD_REQUEST, 'ImportRefused', error.messageKey, details, { cause: error });
}
