import type { ListBody, ResponseRateReport, SuccessEnvelope, SurveyHeldItemView, SurveyScoresReport, SurveyType } from '@voc/contracts';
import { api } from '../../../lib/store/api';
import type { ResponseRateQuery } from '../utils/response-rate-filters';
import type { SurveyScoresQuery } from '../utils/survey-scores-filters';

const surveyReportsWithTags = api.enhanceEndpoints({ addTagTypes: ['SurveyReport'] });

/** Survey figures move with the hourly sync and the projections: a minute of cache, and "refresh" asks again. */
const REPORT_CACHE_SECONDS = 60;

/** The survey reports (issue 12): response rates for a date range, and scores over a period. */
export const surveyReportsApi = surveyReportsWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/tickets/report/responserate: the six numbers and the rate per region, area or dealer. */
    responseRateReport: build.query<ResponseRateReport, ResponseRateQuery>({
      query: (params) => ({ url: '/tickets/report/responserate', params }),
      transformResponse: (answer: SuccessEnvelope<ResponseRateReport>) => answer.success,
      providesTags: ['SurveyReport'],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
    /** GET /api/reports/survey-scores: NPS and the other scores per region, area or dealer, ranked by NPS. */
    surveyScoresReport: build.query<SurveyScoresReport, SurveyScoresQuery>({
      query: (params) => ({ url: '/reports/survey-scores', params }),
      transformResponse: (answer: SuccessEnvelope<SurveyScoresReport>) => answer.success,
      providesTags: ['SurveyReport'],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
    /** GET /api/surveys/held-items (csn): what the survey sync holds for a type, and why. */
    surveyHeldItems: build.query<ListBody<SurveyHeldItemView>, { type: SurveyType; page: number; limit: number }>({
      query: (params) => ({ url: '/surveys/held-items', params }),
      transformResponse: (answer: SuccessEnvelope<ListBody<SurveyHeldItemView>>) => answer.success,
      providesTags: ['SurveyReport'],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
  }),
});

export const { useResponseRateReportQuery, useSurveyScoresReportQuery, useSurveyHeldItemsQuery } = surveyReportsApi;

/** Asks every survey report again (the "refresh" button). */
export const surveyReportsRefreshed = () => surveyReportsApi.util.invalidateTags(['SurveyReport']);
