export const EXPORT_KINDS = ['tickets', 'caseclosed', 'caseclosed_v1', 'dealer_kpi'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * A spreadsheet too large to stream at once, prepared in the background
 * (202 from the download call; then GET /api/exports/{id} until ready, then download_url).
 */
export interface ExportJobView {
  _id: string;
  kind: ExportKind;
  status: ExportStatus;
  file_name: string;
  progress: { done: number; total: number };
  created_date: string;
  finished_date: string | null;
  /** A message key when failed. */
  error: string | null;
  /** Present when ready: GET it with the same Authorization header. */
  download_url: string | null;
  /** When the file was removed after its retention (EXPORT_FILE_RETENTION_DAYS); null while kept. */
  file_removed_date: string | null;
}
