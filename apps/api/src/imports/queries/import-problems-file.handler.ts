import { HttpStatus } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IMPORT_ERRORS } from '@voc/contracts';
import { hotsheetProblemsFileName } from '@voc/domain';
import { ApiError } from '../../common/errors/api-error';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';
import { importForViewer } from '../import-access';
import { ImportProblemsFileQuery } from './import-problems-file.query';
import { problemRows, writeProblemsFile } from '@voc/hotsheet-imports';
import { UnitOfWork } from '@voc/sql';

/** The problem rows of a checked import (dry-run problems, and rows that failed at creation). */
@QueryHandler(ImportProblemsFileQuery)
export class ImportProblemsFileHandler implements IQueryHandler<ImportProblemsFileQuery, SpreadsheetDownload> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ principal, importId, locale }: ImportProblemsFileQuery): Promise<SpreadsheetDownload> {
    const record = await importForViewer(this.uow.runner, principal, importId);
    if (record.status === 'validating' || (record.status === 'failed' && record.problem_count === 0 && record.valid_count === 0)) {
      throw new ApiError(HttpStatus.CONFLICT, 'Conflict', IMPORT_ERRORS.notPreviewed);
    }
    return { fileName: hotsheetProblemsFileName(record.type, new Date()), write: (out) => writeProblemsFile(problemRows(this.uow.runner, record.id), out, locale) };
  }
}
