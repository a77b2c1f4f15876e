import { LOCALES, type Locale } from '@voc/domain';
import { FilterChoice } from '../shared/filter-fields';
import { KpiReportQueryDto } from './kpi-report.query.dto';

/**
 * GET /api/tickets/report/excel/dealer/kpi (TICKET_KPI_{DDMMYY}.xlsx) and /excel/qvoc/kpi
 * (QVOC_KPI_{DDMMYY}.xlsx): the KPI report's own filters (month and year required), the same
 * figures as GET /api/tickets/report/kpi per dealer (and per entity), headers in `lang`.
 */
export class KpiSpreadsheetQueryDto extends KpiReportQueryDto {
  @FilterChoice(LOCALES)
  lang?: Locale;
}
