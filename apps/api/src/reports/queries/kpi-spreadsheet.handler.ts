import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { KpiReportAnswer, KpiReportRow, ReportGrouping } from '@voc/contracts';
import { qvocKpiFileName, thaiDay, ticketKpiFileName } from '@voc/domain';
import { sheetOf, writeWorkbook } from '@voc/spreadsheets';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';
import { DEALER_GROUP_HEADER, ENTITY_GROUP_HEADER, kpiSheetColumns } from '../services/kpi-sheet-columns';
import { KpiReportQuery } from './kpi-report.query';
import { KpiSpreadsheetQuery } from './kpi-spreadsheet.query';

/** The total row's name in the sheet's language; a period with final (frozen) months says so. */
function totalLabel(freeze: KpiReportAnswer['freeze'], english: boolean): string {
  const last = freeze?.frozen_months.at(-1);
  if (!freeze || !last) return english ? 'Total' : 'รวม (Total)';
  if (!freeze.final) {
    const month = last.month.slice(0, 7);
    return english ? `Total (months up to ${month} final)` : `รวม (ปิดยอดถึงเดือน ${month}) (Total)`;
  }
  // The close is the first instant after the close day: the sheet names the day that ended.
  const day = thaiDay(new Date(Date.parse(last.frozen_on) - 1));
  return english ? `Total, final (frozen at the end of ${day})` : `รวม ตัวเลขสุดท้าย ปิดยอดสิ้นวันที่ ${day} (Total, final)`;
}

/** The report's rows, then its total, then (frozen months with late changes) the total as it stands now. */
function withTotal(answer: KpiReportAnswer, locale: string): KpiReportRow[] {
  const english = locale === 'en-US';
  const label = totalLabel(answer.freeze, english);
  const rows = [...answer.result, { ...answer.total, label, label_en: label }];
  if (answer.freeze && answer.freeze.late_tickets > 0) {
    const nowLabel = english ? `Now, with late changes (${answer.freeze.late_tickets} tickets changed after the close)` : `ปัจจุบัน รวมการเปลี่ยนแปลงหลังปิดยอด ${answer.freeze.late_tickets} เรื่อง (Now, with late changes)`;
    rows.push({ ...answer.freeze.total_now, label: nowLabel, label_en: nowLabel });
  }
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
