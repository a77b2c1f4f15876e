import type { PdcaPlanView, PdcaReportAnswer, PdcaReportType, PdcaWorkRow, SavePdcaPlanDto, SuccessEnvelope } from '@voc/contracts';
import type { PdcaState, TicketType } from '@voc/domain';
import { api } from '../../../lib/store/api';

const pdcaWithTags = api.enhanceEndpoints({ addTagTypes: ['PdcaPlan', 'PdcaWork'] });

export interface PdcaPlanKey {
  dealer: string;
  type: TicketType;
  /** YYYY-MM */
  month: string;
}

export interface PdcaReportParams {
  type: PdcaReportType;
  from_created_date?: string;
  to_created_date?: string;
  state?: PdcaState;
}

type PlanAnswer = SuccessEnvelope<{ result: PdcaPlanView; message?: string }>;
const planOf = (answer: PlanAnswer) => answer.success.result;

/** PDCA development plans (issue 14): the work list, one plan, its commands, the report. */
export const pdcaApi = pdcaWithTags.injectEndpoints({
  endpoints: (build) => ({
    pdcaWork: build.query<PdcaWorkRow[], { type?: TicketType }>({
      query: (params) => ({ url: '/pdca/work', params }),
      transformResponse: (answer: SuccessEnvelope<{ result: PdcaWorkRow[] }>) => answer.success.result,
      providesTags: ['PdcaWork'],
    }),
    pdcaPlan: build.query<PdcaPlanView, PdcaPlanKey>({
      query: (params) => ({ url: '/pdca/plan', params }),
      transformResponse: planOf,
      providesTags: ['PdcaPlan'],
    }),
    savePdcaPlan: build.mutation<PdcaPlanView, SavePdcaPlanDto>({
      query: (body) => ({ url: '/pdca/plans', method: 'PUT', body }),
      transformResponse: planOf,
      invalidatesTags: ['PdcaPlan', 'PdcaWork'],
    }),
    submitPdcaPlan: build.mutation<PdcaPlanView, SavePdcaPlanDto>({
      query: (body) => ({ url: '/pdca/plans/submit', method: 'POST', body }),
      transformResponse: planOf,
      invalidatesTags: ['PdcaPlan', 'PdcaWork'],
    }),
    reviewPdcaPlan: build.mutation<PdcaPlanView, { id: string; action: 'return' | 'accept'; comment: string }>({
      query: ({ id, action, comment }) => ({ url: `/pdca/plans/${id}/${action}`, method: 'POST', body: { comment } }),
      transformResponse: planOf,
      invalidatesTags: ['PdcaPlan', 'PdcaWork'],
    }),
    attachPdcaFiles: build.mutation<PdcaPlanView, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: `/pdca/plans/${id}/files`, method: 'POST', body }),
      transformResponse: planOf,
      invalidatesTags: ['PdcaPlan'],
    }),
    /** A file of the Do part as a blob: URL (files need the bearer token). */
    pdcaFileObjectUrl: build.mutation<string, { planId: string; fileId: string }>({
      query: ({ planId, fileId }) => ({
        url: `/pdca/plans/${planId}/files/${fileId}/content`,
        responseHandler: async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.text()),
      }),
    }),
    pdcaReport: build.query<PdcaReportAnswer, PdcaReportParams>({
      query: (params) => ({ url: '/tickets/report/pdca', params }),
      transformResponse: (answer: SuccessEnvelope<PdcaReportAnswer>) => answer.success,
      providesTags: ['PdcaWork'],
    }),
  }),
});

export const {
  usePdcaWorkQuery,
  usePdcaPlanQuery,
  useSavePdcaPlanMutation,
  useSubmitPdcaPlanMutation,
  useReviewPdcaPlanMutation,
  useAttachPdcaFilesMutation,
  usePdcaFileObjectUrlMutation,
  usePdcaReportQuery,
} = pdcaApi;
