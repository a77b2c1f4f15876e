import type { ContentObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { UPLOAD_LIMITS } from '@voc/contracts';
import { XLSX_CONTENT_TYPE } from '../http/spreadsheet-response';
import type { AnswerName } from './answer-schemas';
import { arrayOf, described, int, messageKey, ref, type Schema } from './schema-builders';

/** What a route answers on success, inside the house envelope `{ success: ... }` or as a file. */
export type SuccessAnswer =
  | { kind: 'envelope'; success: Schema; description: string }
  | { kind: 'file'; contentTypes: readonly string[]; description: string };

const itemSchema = (item: AnswerName | Schema): Schema => (typeof item === 'string' ? ref(item) : item);
const withMessage = (message: boolean | undefined): Record<string, Schema> => (message ? { message: described('What to tell the user (a message key).', { ...messageKey, example: 'messages.ticket.updated' }) } : {});
const envelope = (properties: Record<string, Schema>, description: string): SuccessAnswer => ({
  kind: 'envelope',
  success: { type: 'object', properties, required: Object.keys(properties) },
  description,
});

/** `{ success: { result: T, message? } }`: one thing. */
export const resultOf = (item: AnswerName | Schema, options: { message?: boolean } = {}): SuccessAnswer =>
  envelope({ result: itemSchema(item), ...withMessage(options.message) }, options.message ? 'Done: the result and a message for the user.' : 'The result.');

/** `{ success: { result: T[] } }`: every row, no paging. */
export const resultsOf = (item: AnswerName | Schema): SuccessAnswer => envelope({ result: arrayOf(itemSchema(item)) }, 'Every row.');

/** `{ success: { result: T[], total } }`: a list; total counts every match (every page). */
export const pageOf = (item: AnswerName | Schema): SuccessAnswer =>
  envelope({ result: arrayOf(itemSchema(item)), total: described('Every match, over every page.', int) }, 'One page of the list and the total.');

/** `{ success: T }`: an answer type that is itself the success body (reports, sign-in). */
export const answerOf = (name: AnswerName): SuccessAnswer => ({ kind: 'envelope', success: ref(name), description: 'The answer.' });

/** `{ success: { message } }`: done, nothing to return. */
export const messageOnly = (): SuccessAnswer => envelope(withMessage(true), 'Done.');

/** An xlsx download (Content-Disposition names the file). */
export const spreadsheetFile = (description = 'The spreadsheet (Content-Disposition: attachment, with the file name).'): SuccessAnswer => ({ kind: 'file', contentTypes: [XLSX_CONTENT_TYPE], description });

/** A stored upload (image or PDF) shown inline, under a sandboxing CSP. */
export const storedFile = (): SuccessAnswer => ({ kind: 'file', contentTypes: ['image/jpeg', 'image/png', 'application/pdf'], description: 'The file as uploaded (inline; its type from its first bytes).' });

/** The OpenAPI content of a success answer. */
export function successContent(answer: SuccessAnswer): ContentObject {
  if (answer.kind === 'file') return Object.fromEntries(answer.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
  return { 'application/json': { schema: { type: 'object', properties: { success: answer.success }, required: ['success'] } } };
}

/** The multipart parts of the upload routes (the form's other fields are the body DTO's). */
export const UPLOAD_PARTS = {
  ticketFiles: {
    'imageFiles[]': described(`JPEG or PNG, up to ${UPLOAD_LIMITS.image.maxFiles} files of ${UPLOAD_LIMITS.image.maxBytes / 1024 / 1024} MB.`, arrayOf({ type: 'string', format: 'binary' })),
    'pdfFiles[]': described(`PDF, up to ${UPLOAD_LIMITS.pdf.maxFiles} files of ${UPLOAD_LIMITS.pdf.maxBytes / 1024 / 1024} MB.`, arrayOf({ type: 'string', format: 'binary' })),
  },
  hotsheetFile: {
    file: described('The hotsheet workbook (.xlsx); GET /api/imports/hotsheet/limits tells the size and row limits.', { type: 'string', format: 'binary' }),
  },
} satisfies Record<string, Record<string, Schema>>;

export type UploadParts = keyof typeof UPLOAD_PARTS;
