import type { TicketStatus } from '@voc/domain';
import type { KpiReportRow } from './kpi-report.query.dto';

/** One dealer's hot alerts received in the period (GET /api/reports/hotsheet). */
export interface HotsheetDealerRow {
  /** The KPI figures of its hot alerts, as the KPI report counts them (key: the dealer branch id). */
  kpi: KpiReportRow;
  /** Where those hot alerts stand now, by status. */
  by_status: Record<TicketStatus, number>;
  /** The open ones (not completed nor cancelled) by age since receipt, now. */
  ageing: Array<{ bucket: string; count: number }>;
}

/**
 * Hot alerts (sources hotsheet and hotsheet import) received in the report's months, per dealer
 * branch, from the KPI projection; `total` is every dealer's together.
 */
export interface HotsheetReportAnswer {
  result: HotsheetDealerRow[];
  total: HotsheetDealerRow;
  period: { from: string; to: string };
  data_as_of: string | null;
}
