import type { NotifyReport, SuccessEnvelope } from '@voc/contracts';
import { api } from '../../../lib/store/api';
import type { NotifyQuery } from '../utils/notify-filters';

const notifyWithTags = api.enhanceEndpoints({ addTagTypes: ['NotifyReport'] });

/** The notification report (issue 14). */
export const notifyReportApi = notifyWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/tickets/report/notify: requested, sent, delivered and failed by month, channel and place, with the failure reasons. */
    notifyReport: build.query<NotifyReport, NotifyQuery>({
      query: (params) => ({ url: '/tickets/report/notify', params }),
      transformResponse: (answer: SuccessEnvelope<NotifyReport>) => answer.success,
      providesTags: ['NotifyReport'],
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useNotifyReportQuery } = notifyReportApi;

/** Asks the report again (the "refresh" button). */
export const notifyReportRefreshed = () => notifyReportApi.util.invalidateTags(['NotifyReport']);
