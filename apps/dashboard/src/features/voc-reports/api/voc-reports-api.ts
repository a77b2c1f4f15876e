import type { SuccessEnvelope, VocReportAnswer } from '@voc/contracts';
import { api } from '../../../lib/store/api';
import { REPORT_TAG } from '../../../lib/reports/freshness-api';
import type { VocQuery } from '../utils/voc-query';

const reportsWithTags = api.enhanceEndpoints({ addTagTypes: [REPORT_TAG] });

/** Reports change as the projections catch up: a minute of cache, and "refresh" asks again. */
const REPORT_CACHE_SECONDS = 60;

/** The VOC reports (Quick VOC, sales and service VOC, car model), read from the VOC projection. */
export const vocReportsApi = reportsWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/tickets/report/voc, or /report/dealer/voc when one dealer is chosen (its required-dealer variant). */
    vocReport: build.query<VocReportAnswer, VocQuery>({
      query: ({ endpoint, ...params }) => ({ url: endpoint, params }),
      transformResponse: (answer: SuccessEnvelope<VocReportAnswer>) => answer.success,
      providesTags: [REPORT_TAG],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
  }),
});

export const { useVocReportQuery } = vocReportsApi;
