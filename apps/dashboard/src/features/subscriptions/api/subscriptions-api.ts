import type { ReportSchedulesView, ResultBody, SaveReportScheduleDto, SaveSubscriptionsDto, SubscriptionsView, SuccessEnvelope } from '@voc/contracts';
import { api } from '../../../lib/store/api';

const subscriptionsWithTags = api.enhanceEndpoints({ addTagTypes: ['Subscriptions', 'ReportSchedules'] });

/** The signed-in user's own subscriptions (issue 33). */
export const subscriptionsApi = subscriptionsWithTags.injectEndpoints({
  endpoints: (build) => ({
    mySubscriptions: build.query<SubscriptionsView, void>({
      query: () => '/subscriptions/me',
      transformResponse: (answer: SuccessEnvelope<ResultBody<SubscriptionsView>>) => answer.success.result,
      providesTags: ['Subscriptions'],
    }),
    saveMySubscriptions: build.mutation<{ result: SubscriptionsView; message: string }, SaveSubscriptionsDto>({
      query: (body) => ({ url: '/subscriptions/me', method: 'PUT', body }),
      transformResponse: (answer: SuccessEnvelope<ResultBody<SubscriptionsView> & { message: string }>) => answer.success,
      invalidatesTags: (_answer, error) => (error ? [] : ['Subscriptions']),
    }),
    /** The user's saved KPI report views and their schedules (scheduled xlsx mails). */
    myReportSchedules: build.query<ReportSchedulesView, void>({
      query: () => '/subscriptions/me/reports',
      transformResponse: (answer: SuccessEnvelope<ResultBody<ReportSchedulesView>>) => answer.success.result,
      providesTags: ['ReportSchedules'],
    }),
    saveReportSchedule: build.mutation<{ message: string }, { viewId: string } & SaveReportScheduleDto>({
      query: ({ viewId, ...body }) => ({ url: `/subscriptions/me/reports/${encodeURIComponent(viewId)}`, method: 'PUT', body }),
      transformResponse: (answer: SuccessEnvelope<{ message: string }>) => answer.success,
      invalidatesTags: ['ReportSchedules'],
    }),
    removeReportSchedule: build.mutation<{ message: string }, string>({
      query: (viewId) => ({ url: `/subscriptions/me/reports/${encodeURIComponent(viewId)}`, method: 'DELETE' }),
      transformResponse: (answer: SuccessEnvelope<{ message: string }>) => answer.success,
      invalidatesTags: ['ReportSchedules'],
    }),
  }),
});

export const { useMySubscriptionsQuery, useSaveMySubscriptionsMutation, useMyReportSchedulesQuery, useSaveReportScheduleMutation, useRemoveReportScheduleMutation } = subscriptionsApi;
