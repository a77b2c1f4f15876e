// Apart from the query DTOs (kpi-report.query.dto.ts) so the dashboard can use these lists without
// class-validator and the DTO classes coming along (issue 15, the first load of /app/main).
export const KPI_GROUPINGS = ['region', 'area', 'dealer', 'month'] as const;
export type KpiGrouping = (typeof KPI_GROUPINGS)[number];
/** What a KPI report may be grouped by: the ticket-KPI page's groupings, and entity (per dealer company, dealers.dealer_id, its branches summed: SPEC.md §3). */
export const REPORT_GROUPINGS = [...KPI_GROUPINGS, 'entity'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];
