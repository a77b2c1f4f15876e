import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VocGrouping, VocReportAnswer } from '@voc/contracts';
import { vocReportFileName, type VocReportName } from '@voc/domain';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';
import { writeVocWorkbook } from '../services/voc-workbook';
import { CallcenterReportQuery } from './callcenter-report.query';
import { VocExportQuery } from './voc-export.query';
import { VocReportQuery } from './voc-report.query';

/** Each report's grouping when the download does not name one (the page's default). */
const DEFAULT_GROUPING: Record<VocReportName, VocGrouping> = {
  quickvoc: 'region',
  salevoc: 'dealer',
  servicevoc: 'dealer',
  salevocentity: 'entity',
  servicevocentity: 'entity',
  carmodel: 'car_model',
  callcenter: 'dealer',
};

/** Reads the report through its query (same scope, same figures) and writes it as xlsx. */
@QueryHandler(VocExportQuery)
export class VocExportHandler implements IQueryHandler<VocExportQuery, SpreadsheetDownload> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ principal, filters, locale, now }: VocExportQuery): Promise<SpreadsheetDownload> {
    const { report = 'quickvoc', lang: _lang, ...reportFilters } = filters;
    const answer: VocReportAnswer = await this.queries.execute(
      report === 'callcenter' ? new CallcenterReportQuery(principal, reportFilters) : new VocReportQuery(principal, reportFilters, DEFAULT_GROUPING[report]),
    );
    return {
      fileName: vocReportFileName(report, filters.period ?? 'monthly', filters.year, filters.month, now),
      write: (out) => writeVocWorkbook(out, answer, locale),
    };
  }
}
