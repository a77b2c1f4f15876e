import { Query } from '@nestjs/cqrs';
import type { Locale, Principal, TicketType } from '@voc/domain';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';

/** GET /api/imports/hotsheet/template?type= */
export class HotsheetTemplateQuery extends Query<SpreadsheetDownload> {
  constructor(
    readonly principal: Principal,
    readonly type: TicketType,
  ) {
    super();
  }
}

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
