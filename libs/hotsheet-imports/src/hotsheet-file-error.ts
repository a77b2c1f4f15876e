import type { FieldErrorDetail } from '@voc/contracts';

/**
 * Why a hotsheet file is refused as a whole: one message key (IMPORT_ERRORS, or
 * UPLOAD_ERRORS.excelType for a file that is no workbook), with params or per-column details.
 */
export class HotsheetFileError extends Error {
  constructor(
    readonly messageKey: string,
    readonly params?: Record<string, string | number>,
    readonly details?: FieldErrorDetail[],
    options?: { cause?: unknown },
  ) {
    super(messageKey, options);
    this.name = 'HotsheetFileError';
  }
}
