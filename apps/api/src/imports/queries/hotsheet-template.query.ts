import { Query } from '@nestjs/cqrs';
import type { Principal, TicketType } from '@voc/domain';
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
