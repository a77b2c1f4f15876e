import { UPLOAD_ERRORS } from './ticket-messages';

/** The upload limits of SPEC.md §5 and §9: the api enforces them, the forms check them first. */
export const UPLOAD_LIMITS = {
  image: { maxFiles: 5, maxBytes: 5 * 1024 * 1024, extensions: ['.jpg', '.jpeg', '.png'], accept: '.jpg,.jpeg,.png,image/jpeg,image/png' },
  pdf: { maxFiles: 5, maxBytes: 20 * 1024 * 1024, extensions: ['.pdf'], accept: '.pdf,application/pdf' },
} as const;

export type UploadKind = keyof typeof UPLOAD_LIMITS;

/** The message key of each way a file of a kind can be refused. */
export const UPLOAD_KIND_ERRORS = {
  image: { type: UPLOAD_ERRORS.imageType, size: UPLOAD_ERRORS.imageSize, count: UPLOAD_ERRORS.imageCount },
  pdf: { type: UPLOAD_ERRORS.pdfType, size: UPLOAD_ERRORS.pdfSize, count: UPLOAD_ERRORS.pdfCount },
} as const;
