import type { AlertRuleView, AlertsQueryDto, AlertView, CreateAlertRuleDto, ListBody, ResultBody, SuccessEnvelope, UpdateAlertRuleDto } from '@voc/contracts';
import { api } from '../../../lib/store/api';

const alertsWithTags = api.enhanceEndpoints({ addTagTypes: ['Alert', 'AlertRule'] });

/** A write's answer with the api's message key, which the app shows as its success message. */
export interface AlertSaved<T> {
  result: T;
  message: string;
}

/** Alerts (issue 33): the list of the user's scope, closing one with a note; csn's rules. */
export const alertsApi = alertsWithTags.injectEndpoints({
  endpoints: (build) => ({
    listAlerts: build.query<ListBody<AlertView>, AlertsQueryDto>({
      query: (params) => ({ url: '/alerts', params }),
      transformResponse: (answer: SuccessEnvelope<ListBody<AlertView>>) => answer.success,
      providesTags: ['Alert'],
    }),
    closeAlert: build.mutation<AlertSaved<AlertView>, { id: string; note: string }>({
      query: ({ id, note }) => ({ url: `/alerts/${id}/close`, method: 'POST', body: { note } }),
      transformResponse: (answer: SuccessEnvelope<ResultBody<AlertView> & { message: string }>) => answer.success,
      invalidatesTags: (_answer, error) => (error ? [] : ['Alert', 'AlertRule']),
    }),
    listAlertRules: build.query<AlertRuleView[], void>({
      query: () => '/alert-rules',
      transformResponse: (answer: SuccessEnvelope<{ result: AlertRuleView[] }>) => answer.success.result,
      providesTags: ['AlertRule'],
    }),
    createAlertRule: build.mutation<AlertSaved<AlertRuleView>, CreateAlertRuleDto>({
      query: (body) => ({ url: '/alert-rules', method: 'POST', body }),
      transformResponse: (answer: SuccessEnvelope<ResultBody<AlertRuleView> & { message: string }>) => answer.success,
      invalidatesTags: (_answer, error) => (error ? [] : ['AlertRule']),
    }),
    updateAlertRule: build.mutation<AlertSaved<AlertRuleView>, { id: string; body: UpdateAlertRuleDto }>({
      query: ({ id, body }) => ({ url: `/alert-rules/${id}`, method: 'PUT', body }),
      transformResponse: (answer: SuccessEnvelope<ResultBody<AlertRuleView> & { message: string }>) => answer.success,
      invalidatesTags: (_answer, error) => (error ? [] : ['AlertRule', 'Alert']),
    }),
  }),
});

export const { useListAlertsQuery, useCloseAlertMutation, useListAlertRulesQuery, useCreateAlertRuleMutation, useUpdateAlertRuleMutation } = alertsApi;
