import { Query } from '@nestjs/cqrs';
import type { KpiSpreadsheetQueryDto } from '@voc/contracts';
import type { Locale, Principal } from '@voc/domain';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';

/**
 * TICKET_KPI (`ticket`: per dealer branch) or QVOC_KPI (`qvoc`: survey tickets, per branch and per
 * entity): the KPI report's own answer written as a spreadsheet.
 */
export class KpiSpreadsheetQuery extends Query<SpreadsheetDownload> {
  constructor(
    readonly principal: Principal,
    readonly filters: KpiSpreadsheetQueryDto,
    readonly locale: Locale,
    readonly variant: 'ticket' | 'qvoc',
  ) {
    super();
  }
}
