import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { KpiReportAnswer, KpiReportRow, ReportGrouping } from '@voc/contracts';
import { qvocKpiFileName, ticketKpiFileName, type Locale } from '@voc/domain';
import { sheetOf, writeWorkbook } from '@voc/spreadsheets';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';
import { lateChangesLabel, totalLabel } from '../services/final-figures-labels';
import { DEALER_GROUP_HEADER, ENTITY_GROUP_HEADER, kpiSheetColumns } from '../services/kpi-sheet-columns';
import { KpiReportQuery } from './kpi-report.query';
import { KpiSpreadsheetQuery } from './kpi-spreadsheet.query';

/**
 * The report's rows, then its total (final and since when, for frozen months), then (frozen
 * months) the total as it stands now, named with its late changes (final-figures-labels).
 */
function withTotal(answer: KpiReportAnswer, locale: Locale): KpiReportRow[] {
  const label = totalLabel(answer.freeze, locale);
  const rows = [...answer.result, { ...answer.total, label, label_en: label }];
  const late = lateChangesLabel(answer.freeze, locale);
  if (answer.freeze && late) rows.push({ ...answer.freeze.total_now, label: late, label_en: late });
  return rows;
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
    const perDealer = await ask('dealer');
    const sheets = [sheetOf({ name: locale === 'en-US' ? 'By dealer' : 'ตามสาขา', columns: kpiSheetColumns(locale, DEALER_GROUP_HEADER), rows: withTotal(perDealer, locale) })];
    if (variant === 'qvoc') {
      const perEntity = await ask('entity');
      sheets.push(sheetOf({ name: locale === 'en-US' ? 'By entity' : 'ตามนิติบุคคล', columns: kpiSheetColumns(locale, ENTITY_GROUP_HEADER), rows: withTotal(perEntity, locale) }));
    }
    const now = new Date();
    return {
      fileName: variant === 'qvoc' ? qvocKpiFileName(now) : ticketKpiFileName(now),
      write: (out) => writeWorkbook(out, sheets, { locale }),
    };
  }
}
