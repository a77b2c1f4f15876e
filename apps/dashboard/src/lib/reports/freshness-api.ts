import type { ProjectionFreshness, ResultBody, SuccessEnvelope } from '@voc/contracts';
import { api } from '../store/api';

/** Every answer read from the projections carries this tag, so "refresh" asks all of them again. */
export const REPORT_TAG = 'KpiReport';

const withReportTag = api.enhanceEndpoints({ addTagTypes: [REPORT_TAG] });

/** How far the projections are behind the ticket log: every report page's "data as of". */
export const freshnessApi = withReportTag.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/reports/freshness */
    reportFreshness: build.query<ProjectionFreshness, void>({
      query: () => '/reports/freshness',
      transformResponse: (answer: SuccessEnvelope<ResultBody<ProjectionFreshness>>) => answer.success.result,
      providesTags: [REPORT_TAG],
    }),
  }),
});

export const { useReportFreshnessQuery } = freshnessApi;

/** Asks every report again (the "refresh" button): the projections may have moved on. */
export const reportsRefreshed = () => freshnessApi.util.invalidateTags([REPORT_TAG]);
