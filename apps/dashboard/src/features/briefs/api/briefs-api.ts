import type { BriefQueryDto, MonthBrief, SuccessEnvelope } from '@voc/contracts';
import { api } from '../../../lib/store/api';

/** The monthly executive brief (issue 33); its PDF downloads through the shared downloads api. */
export const briefsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBrief: build.query<MonthBrief, Pick<BriefQueryDto, 'month' | 'scope'>>({
      query: (params) => ({ url: '/reports/brief', params }),
      transformResponse: (answer: SuccessEnvelope<MonthBrief>) => answer.success,
    }),
  }),
});

export const { useGetBriefQuery } = briefsApi;
