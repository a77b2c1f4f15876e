import type { ExportJobView, SuccessEnvelope } from '@voc/contracts';
import { api } from '../store/api';
import { type DownloadedFile, spreadsheetResponseHandler } from './file-download';

/** A spreadsheet download: the file, or (large exports) a background job to follow, with its message. */
export type SpreadsheetAnswer = { file: DownloadedFile } | { job: ExportJobView; message: string };

export interface SpreadsheetRequest {
  /** Under /api, e.g. /tickets/report/excel. */
  url: string;
  params?: Record<string, string | number | undefined>;
}

/**
 * Spreadsheet downloads of every page (files need the bearer token, so they are fetched through
 * the api and saved from memory), and the background export a large one becomes.
 */
export const downloadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET a spreadsheet: the file, or 202 with an export job (then poll getExport). */
    downloadSpreadsheet: build.mutation<SpreadsheetAnswer, SpreadsheetRequest>({
      query: ({ url, params }) => ({ url, params, responseHandler: spreadsheetResponseHandler }),
      transformResponse: (answer: { file: DownloadedFile } | SuccessEnvelope<{ result: ExportJobView; message: string }>) =>
        'file' in answer ? answer : { job: answer.success.result, message: answer.success.message },
    }),
    getExport: build.query<ExportJobView, string>({
      query: (id) => `/exports/${id}`,
      transformResponse: (answer: SuccessEnvelope<{ result: ExportJobView }>) => answer.success.result,
    }),
  }),
});

export const { useDownloadSpreadsheetMutation, useLazyGetExportQuery } = downloadsApi;
