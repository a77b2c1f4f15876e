import type { TicketType } from '@voc/domain';
import type { ImportRowStatus } from './hotsheet-import.dto';

export const IMPORT_STATUSES = ['validating', 'previewed', 'creating', 'completed', 'failed'] as const;
/**
 * validating: the dry run is queued or running; previewed: every row checked, waiting for confirm;
 * creating: the valid rows are being created; completed; failed: the job gave up (error says why).
 */
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export type ImportPass = 'dry_run' | 'create';

export interface ImportProblemView {
  /** The column key (HOTSHEET_COLUMNS). */
  column: string;
  /** A message key. */
  message: string;
  params?: Record<string, string | number>;
}

export interface HotsheetImportView {
  _id: string;
  type: TicketType;
  status: ImportStatus;
  file_name: string;
  file_size: number;
  created_by: { _id: string; name: string };
  created_date: string;
  updated_date: string;
  confirmed_date: string | null;
  completed_date: string | null;
  /** The current pass and how far it is (rows). */
  progress: { pass: ImportPass; done: number; total: number };
  /** rows: data rows in the file; valid/problems after the dry run; created/skipped/failed after confirm. */
  counts: { rows: number; valid: number; problems: number; created: number; skipped: number; failed: number };
  /** A message key when status is failed. */
  error: string | null;
}

export interface HotsheetImportRowView {
  row_number: number;
  status: ImportRowStatus;
  problems: ImportProblemView[];
  /** The row as read (problem rows) or as it will be created (valid rows). */
  data: Record<string, unknown>;
  ticket_id: string | null;
}

export interface HotsheetLimitsView {
  max_bytes: number;
  max_megabytes: number;
  max_rows: number;
  max_zip_entries: number;
  max_uncompressed_bytes: number;
  extensions: string[];
  sheet_name: string;
}
