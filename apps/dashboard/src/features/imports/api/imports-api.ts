import type { HotsheetImportRowView, HotsheetImportView, HotsheetLimitsView, ListBody, SuccessEnvelope } from '@voc/contracts';
import type { TicketType } from '@voc/domain';
import { api } from '../../../lib/store/api';

/** What a write answers: the record and the message key to show (api-success-message shows it). */
export interface ImportSaved {
  result: HotsheetImportView;
  message: string;
}

const importsWithTags = api.enhanceEndpoints({ addTagTypes: ['HotsheetImport'] });

/** Hotsheet imports: upload, dry run, preview, confirm, problem rows. */
export const importsApi = importsWithTags.injectEndpoints({
  endpoints: (build) => ({
    getHotsheetLimits: build.query<HotsheetLimitsView, void>({
      query: () => '/imports/hotsheet/limits',
      transformResponse: (answer: SuccessEnvelope<{ result: HotsheetLimitsView }>) => answer.success.result,
    }),
    getHotsheetImport: build.query<HotsheetImportView, string>({
      query: (id) => `/imports/hotsheet/${id}`,
      transformResponse: (answer: SuccessEnvelope<{ result: HotsheetImportView }>) => answer.success.result,
      providesTags: (_answer, _error, id) => [{ type: 'HotsheetImport', id }],
    }),
    listImportProblemRows: build.query<ListBody<HotsheetImportRowView>, { id: string; page: number; limit: number }>({
      query: ({ id, page, limit }) => ({ url: `/imports/hotsheet/${id}/rows`, params: { status: 'problem', page, limit } }),
      transformResponse: (answer: SuccessEnvelope<ListBody<HotsheetImportRowView>>) => answer.success,
    }),
    startHotsheetImport: build.mutation<ImportSaved, { type: TicketType; file: File }>({
      query: ({ type, file }) => {
        const body = new FormData();
        body.append('type', type);
        body.append('file', file, file.name);
        return { url: '/imports/hotsheet', method: 'POST', body };
      },
      transformResponse: (answer: SuccessEnvelope<ImportSaved>) => answer.success,
    }),
    confirmHotsheetImport: build.mutation<ImportSaved, string>({
      query: (id) => ({ url: `/imports/hotsheet/${id}/confirm`, method: 'POST' }),
      transformResponse: (answer: SuccessEnvelope<ImportSaved>) => answer.success,
      invalidatesTags: (_answer, _error, id) => [{ type: 'HotsheetImport', id }],
    }),
  }),
});

export const {
  useGetHotsheetLimitsQuery,
  useGetHotsheetImportQuery,
  useListImportProblemRowsQuery,
  useStartHotsheetImportMutation,
  useConfirmHotsheetImportMutation,
} = importsApi;
