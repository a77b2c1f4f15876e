import type { KpiReportAnswer, OpenTicketsSummary, ResultBody, SuccessEnvelope } from '@voc/contracts';

// What the KPI dashboard reads of the api's answers: the app's report calls
// (features/reports/api/kpi-reports-api.ts) and the light first view of /app/main (src/boot,
// src/first-view) both read them here, so the two show the same figures.

/** GET /api/tickets/report/kpi and /api/tickets/report/dealer/kpi: the report (rows, total, period, data as of). */
export const kpiReportOfAnswer = (answer: SuccessEnvelope<KpiReportAnswer>): KpiReportAnswer => answer.success;

/** GET /api/reports/open-tickets: open now, by deadline state and by age. */
export const openTicketsOfAnswer = (answer: SuccessEnvelope<ResultBody<OpenTicketsSummary>>): OpenTicketsSummary => answer.success.result;
