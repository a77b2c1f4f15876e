import type { SuccessEnvelope, SurveyCommentsAnswer, SurveyCommentsQueryDto, VoiceDriversAnswer, VoiceFiltersDto, VoiceTopicsAnswer, VoiceTopicsQueryDto, VoiceTrendingAnswer, VoiceTrendingQueryDto } from '@voc/contracts';
import { api } from '../../../lib/store/api';

const voiceWithTags = api.enhanceEndpoints({ addTagTypes: ['Voice'] });

/** Voice figures move with the projections: a minute of cache, and "refresh" asks again. */
const REPORT_CACHE_SECONDS = 60;

/** What customers say (issue 30): topics, trending, NPS drivers and the comments behind them. */
export const voiceApi = voiceWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/voice/topics: topic counts against the previous period, rows when grouped. */
    voiceTopics: build.query<VoiceTopicsAnswer, VoiceTopicsQueryDto>({
      query: (params) => ({ url: '/voice/topics', params }),
      transformResponse: (answer: SuccessEnvelope<VoiceTopicsAnswer>) => answer.success,
      providesTags: ['Voice'],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
    /** GET /api/voice/trending: rising topics and terms (G²), emerging topics per place. */
    voiceTrending: build.query<VoiceTrendingAnswer, VoiceTrendingQueryDto>({
      query: (params) => ({ url: '/voice/trending', params }),
      transformResponse: (answer: SuccessEnvelope<VoiceTrendingAnswer>) => answer.success,
      providesTags: ['Voice'],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
    /** GET /api/voice/drivers: NPS points each topic costs (or brings). */
    voiceDrivers: build.query<VoiceDriversAnswer, VoiceFiltersDto>({
      query: (params) => ({ url: '/voice/drivers', params }),
      transformResponse: (answer: SuccessEnvelope<VoiceDriversAnswer>) => answer.success,
      providesTags: ['Voice'],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
    /** GET /api/surveys/comments: a page of survey comments with topics and highlights. */
    surveyComments: build.query<SurveyCommentsAnswer, SurveyCommentsQueryDto>({
      query: (params) => ({ url: '/surveys/comments', params }),
      transformResponse: (answer: SuccessEnvelope<SurveyCommentsAnswer>) => answer.success,
      providesTags: ['Voice'],
      keepUnusedDataFor: REPORT_CACHE_SECONDS,
    }),
  }),
});

export const { useVoiceTopicsQuery, useVoiceTrendingQuery, useVoiceDriversQuery, useSurveyCommentsQuery } = voiceApi;

/** Asks every voice read again (the "refresh" button). */
export const voiceRefreshed = () => voiceApi.util.invalidateTags(['Voice']);
