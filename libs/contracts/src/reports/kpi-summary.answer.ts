import type { KpiReportRow } from './kpi-report.query.dto';
import type { ReportFreeze } from './report-freeze';

/**
 * GET /api/reports/kpi-summary (the management KPI summary): every KPI per region over the
 * report's period, and the whole scope's KPIs month by month over the last 12 months up to the
 * chosen month (TREND_MONTHS), a row for every month even when it had no ticket.
 */
export interface KpiSummaryAnswer {
  regions: KpiReportRow[];
  total: KpiReportRow;
  period: { from: string; to: string };
  /** key YYYY-MM, oldest first. */
  trend: KpiReportRow[];
  trend_period: { from: string; to: string };
  data_as_of: string | null;
  /** Frozen months of the period (the trend's months read their frozen copies too). */
  freeze: ReportFreeze | null;
}
