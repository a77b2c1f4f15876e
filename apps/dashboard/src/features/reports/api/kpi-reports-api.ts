import type { CaseClosedReportAnswer, HotsheetReportAnswer, KpiReportAnswer, KpiSummaryAnswer, OpenTicketsSummary, ResultBody, StatusTrendPoint, SuccessEnvelope } from '@voc/contracts';
import { api } from '../../../lib/store/api';
import { REPORT_TAG } from '../../../lib/reports/freshness-api';
import { kpiReportOfAnswer, openTicketsOfAnswer } from '../../../lib/reports/report-answers';
import type { KpiQuery } from '../../../lib/reports/report-filters';

/** The case-closed list's parameters: the month's filters and the page. */
export type CaseClosedQuery = Omit<KpiQuery, 'period' | 'mode' | 'group_by'> & { page: number; limit: number };

const reportsWithTags = api.enhanceEndpoints({ addTagTypes: [REPORT_TAG] });

/** Reports change as the projections catch up: a minute of cache, and "refresh" asks again. */
const REPORT_CACHE_SECONDS = 60;

/**
 * The KPI reports (SPEC.md §7 ticket reports) and the main dashboard's calls. All of them read
 * the projections, so every answer is as of the projections' freshness ("data as of").
 */
export const kpiReportsApi = reportsWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/tickets/report/kpi: KPI attainment grouped by region, area, dealer or month. */
    kpiReport: build.query<KpiReportAnswer, KpiQuery>({
      query: (params) => ({ url: '/tickets/report/kpi', params }),
      transformResponse: kpiReportOfAnswer,
      providesTags: [REPORT_TAG],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
    /** GET /api/tickets/report/dealer/kpi: one dealer (required), by month. */
    dealerKpiReport: build.query<KpiReportAnswer, KpiQuery & { dealer_id: string }>({
      query: (params) => ({ url: '/tickets/report/dealer/kpi', params }),
      transformResponse: kpiReportOfAnswer,
      providesTags: [REPORT_TAG],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
    /** GET /api/reports/kpi-summary: every KPI per region, and the last 12 months' trend. */
    kpiSummary: build.query<KpiSummaryAnswer, KpiQuery>({
      query: (params) => ({ url: '/reports/kpi-summary', params }),
      transformResponse: (answer: SuccessEnvelope<KpiSummaryAnswer>) => answer.success,
      providesTags: [REPORT_TAG],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
    /** GET /api/reports/case-closed: tickets completed in the month, one page. */
    caseClosedReport: build.query<CaseClosedReportAnswer, CaseClosedQuery>({
      query: (params) => ({ url: '/reports/case-closed', params }),
      transformResponse: (answer: SuccessEnvelope<CaseClosedReportAnswer>) => answer.success,
      providesTags: [REPORT_TAG],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
    /** GET /api/reports/hotsheet: hot alerts received per dealer, their status, KPIs and ageing. */
    hotsheetReport: build.query<HotsheetReportAnswer, KpiQuery>({
      query: (params) => ({ url: '/reports/hotsheet', params }),
      transformResponse: (answer: SuccessEnvelope<HotsheetReportAnswer>) => answer.success,
      providesTags: [REPORT_TAG],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
    /** GET /api/reports/status-trend: per Thai day and status, tickets entered and standing. */
    statusTrend: build.query<StatusTrendPoint[], KpiQuery>({
      query: (params) => ({ url: '/reports/status-trend', params }),
      transformResponse: (answer: SuccessEnvelope<ResultBody<StatusTrendPoint[]>>) => answer.success.result,
      providesTags: [REPORT_TAG],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
    /** GET /api/reports/open-tickets: open now, by deadline state and by age (the period does not apply). */
    openTickets: build.query<OpenTicketsSummary, KpiQuery>({
      query: (params) => ({ url: '/reports/open-tickets', params }),
      transformResponse: openTicketsOfAnswer,
      providesTags: [REPORT_TAG],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
  }),
});

export const { useKpiReportQuery, useKpiSummaryQuery, useCaseClosedReportQuery, useHotsheetReportQuery, useDealerKpiReportQuery, useStatusTrendQuery, useOpenTicketsQuery } = kpiReportsApi;
