import { UPLOAD_KIND_ERRORS, UPLOAD_LIMITS, type UploadKind } from '@voc/contracts';

export { UPLOAD_LIMITS };
export type FileKind = UploadKind;

/** The multipart fields that carry each kind (with and without the [] suffix forms send). */
export const FILE_FIELDS: Record<string, FileKind> = {
  'imageFiles[]': 'image',
  imageFiles: 'image',
  'pdfFiles[]': 'pdf',
  pdfFiles: 'pdf',
};

export const KIND_ERRORS = UPLOAD_KIND_ERRORS;

/** What the first bytes say a file is: only JPEG, PNG and PDF are recognised. */
export function sniffMimeType(head: Buffer): 'image/jpeg' | 'image/png' | 'application/pdf' | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

export function mimeMatchesKind(mime: string | null, kind: FileKind): boolean {
  return kind === 'image' ? mime === 'image/jpeg' || mime === 'image/png' : mime === 'application/pdf';
}
