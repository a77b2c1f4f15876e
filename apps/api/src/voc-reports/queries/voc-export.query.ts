import { Query } from '@nestjs/cqrs';
import type { VocExportQueryDto } from '@voc/contracts';
import type { Locale, Principal } from '@voc/domain';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';

/** One VOC report's figures as a spreadsheet (the same answer as the page shows). */
export class VocExportQuery extends Query<SpreadsheetDownload> {
  constructor(
    readonly principal: Principal,
    readonly filters: VocExportQueryDto,
    readonly locale: Locale,
    readonly now = new Date(),
  ) {
    super();
  }
}
