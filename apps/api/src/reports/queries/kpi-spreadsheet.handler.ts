import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { KpiReportAnswer, KpiReportRow, ReportGrouping } from '@voc/contracts';
import { qvocKpiFileName, ticketKpiFileName } from '@voc/domain';
import { sheetOf, writeWorkbook } from '@voc/spreadsheets';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';
import { DEALER_GROUP_HEADER, ENTITY_GROUP_HEADER, kpiSheetColumns } from '../services/kpi-sheet-columns';
import { KpiReportQuery } from './kpi-report.query';
import { KpiSpreadsheetQuery } from './kpi-spreadsheet.query';

/** The report's rows, then its total (named in the sheet's language). */
function withTotal(answer: KpiReportAnswer, totalLabel: string): KpiReportRow[] {
  return [...answer.result, { ...answer.total, label: totalLabel, label_en: totalLabel }];
}

/**
 * Runs the JSON KPI report (KpiReportQuery: reporting.kpi_monthly, the one KPI rule set of the
 * projection) and writes its answer; no KPI is computed here. The figures are read before the
 * first byte is sent, so a refused or failed read is still a JSON error.
 */
@QueryHandler(KpiSpreadsheetQuery)
export class KpiSpreadsheetHandler implements IQueryHandler<KpiSpreadsheetQuery, SpreadsheetDownload> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ principal, filters, locale, variant }: KpiSpreadsheetQuery): Promise<SpreadsheetDownload> {
    const { lang: _lang, group_by: _groupBy, ...report } = filters;
    const ask = (groupBy: ReportGrouping) => this.queries.execute(new KpiReportQuery(principal, { ...report, ...(variant === 'qvoc' ? { mode: 'qvoc' as const, source: undefined } : {}), group_by: groupBy }, groupBy));
    const total = locale === 'en-US' ? 'Total' : 'รวม (Total)';
    const perDealer = await ask('dealer');
    const sheets = [sheetOf({ name: locale === 'en-US' ? 'By dealer' : 'ตามสาขา', columns: kpiSheetColumns(locale, DEALER_GROUP_HEADER), rows: withTotal(perDealer, total) })];
    if (variant === 'qvoc') {
      const perEntity = await ask('entity');
      sheets.push(sheetOf({ name: locale === 'en-US' ? 'By entity' : 'ตามนิติบุคคล', columns: kpiSheetColumns(locale, ENTITY_GROUP_HEADER), rows: withTotal(perEntity, total) }));
    }
    const now = new Date();
    return {
      fileName: variant === 'qvoc' ? qvocKpiFileName(now) : ticketKpiFileName(now),
      write: (out) => writeWorkbook(out, sheets, { locale }),
    };
  }
}
