import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery } from '@nestjs/swagger';
import type { SuccessAnswer, UploadParts } from './success-answers';

export const API_DOC = 'voc:apiDoc';

/** Error answers a route may give beyond those every route of its kind gives (see operation-answers). */
export type ExtraErrorStatus = 409 | 413 | 415 | 422 | 429 | 503;

export interface ApiDocSpec {
  /** What the call does for its user, in a few words ("List tickets in your scope"). */
  summary: string;
  description?: string;
  /** The success answer: resultOf, pageOf, answerOf, messageOnly, spreadsheetFile ... (success-answers). */
  answer: SuccessAnswer;
  /** A second success answer at another status (a download that becomes a background job: 202). */
  alsoAnswers?: { status: number; answer: SuccessAnswer };
  /** Each path parameter ({id}) and what it names. */
  params?: Record<string, string>;
  /** Query parameters read one by one (`@Query('type')`); whole query DTOs document themselves. */
  query?: Record<string, { description: string; enum?: readonly string[]; required?: boolean }>;
  /** Extra error answers and when they happen. */
  errors?: Partial<Record<ExtraErrorStatus, string>>;
  /** An example request body (JSON), where the fields alone do not show how to call. */
  example?: Record<string, unknown>;
  /** A multipart body: the file parts beside the body DTO's fields. */
  upload?: UploadParts;
}

/**
 * The documentation of one route: summary, parameters and answers. Every route has one; the api
 * docs test fails on a route without it. The status of the success answer is the route's own
 * (@HttpCode, else 201 for POST), the error answers follow from the route (operation-answers.ts).
 */
export function ApiDoc(spec: ApiDocSpec): MethodDecorator {
  return applyDecorators(
    ApiOperation({ summary: spec.summary, ...(spec.description ? { description: spec.description } : {}) }),
    ...Object.entries(spec.params ?? {}).map(([name, description]) => ApiParam({ name, description, type: String, required: true })),
    ...Object.entries(spec.query ?? {}).map(([name, query]) => ApiQuery({ name, description: query.description, required: query.required ?? false, ...(query.enum ? { enum: [...query.enum] } : { type: String }) })),
    SetMetadata(API_DOC, spec),
  );
}
