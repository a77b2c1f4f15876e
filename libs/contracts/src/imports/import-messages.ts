import { HOTSHEET_ROW_PROBLEMS } from '@voc/domain';

/**
 * Why an uploaded hotsheet is refused as a whole (nothing is recorded). A file that is not a zip
 * or not a workbook answers UPLOAD_ERRORS.excelType (SPEC.md §8 "wrong Excel file").
 */
export const IMPORT_ERRORS = {
  /** params: { max } in MB. */
  fileTooLarge: 'errors.import.fileTooLarge',
  /** The zip declares too many entries or too much unpacked data (a zip bomb), or unpacks to more than it declares. */
  zipLimits: 'errors.import.zipLimits',
  /** params: { sheet }. */
  sheetMissing: 'errors.import.sheetMissing',
  /** details: one per missing, unknown or repeated column (message importHeaderProblems.*). */
  headers: 'errors.import.headers',
  empty: 'errors.import.empty',
  /** params: { max }. */
  tooManyRows: 'errors.import.tooManyRows',
  /** Confirm asked of an import that is not waiting in its preview. */
  notPreviewed: 'errors.import.notPreviewed',
  /** The background job gave up (after its retries). */
  failed: 'errors.import.failed',
} as const;

/** The detail messages of IMPORT_ERRORS.headers (field = the column key, or the unknown header text). */
export const IMPORT_HEADER_PROBLEMS = {
  missing: 'errors.import.header.missing',
  unknown: 'errors.import.header.unknown',
  repeated: 'errors.import.header.repeated',
} as const;

/** Import-specific row problems (the others are the forms' field and category keys). */
export const IMPORT_ROW_PROBLEM_KEYS = {
  tel: HOTSHEET_ROW_PROBLEMS.tel,
  futureDate: HOTSHEET_ROW_PROBLEMS.futureDate,
  dealerUnknown: HOTSHEET_ROW_PROBLEMS.dealerUnknown,
  dealerClosed: HOTSHEET_ROW_PROBLEMS.dealerClosed,
  dealerOutOfScope: HOTSHEET_ROW_PROBLEMS.dealerOutOfScope,
  duplicateInFile: HOTSHEET_ROW_PROBLEMS.duplicateInFile,
  duplicateExisting: HOTSHEET_ROW_PROBLEMS.duplicateExisting,
} as const;

export const IMPORT_MESSAGES = {
  /** The file is accepted and its dry run queued. */
  accepted: 'success.import.accepted',
  /** Creation of the valid rows is queued. */
  confirmed: 'success.import.confirmed',
} as const;
