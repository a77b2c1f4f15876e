/** Keys of the background export (large spreadsheets). */
export const EXPORT_ERRORS = {
  /** The file is not ready yet (GET /api/exports/{id}/file before status ready). */
  notReady: 'errors.export.notReady',
  /** The background job gave up. */
  failed: 'errors.export.failed',
} as const;

export const EXPORT_MESSAGES = {
  /** Too many rows to stream at once: the file is being prepared; poll /api/exports/{id}. */
  queued: 'success.export.queued',
} as const;
