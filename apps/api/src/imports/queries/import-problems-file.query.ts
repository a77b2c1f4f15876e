import { Query } from '@nestjs/cqrs';
import type { Locale, Principal } from '@voc/domain';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';

/** GET /api/imports/hotsheet/{id}/problems.xlsx */
export class ImportProblemsFileQuery extends Query<SpreadsheetDownload> {
  constructor(
    readonly principal: Principal,
    readonly importId: string,
    readonly locale: Locale,
  ) {
    super();
  }
}
