import { HttpStatus } from '@nestjs/common';
import { FIELD_ERRORS, GENERIC_ERRORS, SAVED_VIEW_ERRORS } from '@voc/contracts';
import { ApiError } from '../common/errors/api-error';

/** The ways a saved-view call fails on purpose, each with its status and message key. */
export const SavedViewErrors = {
  /** No view of this id among the user's own (another user's view is not found either). */
  notFound: () => new ApiError(HttpStatus.NOT_FOUND, 'NotFound', GENERIC_ERRORS.notFound),
  nameTaken: () => new ApiError(HttpStatus.CONFLICT, 'SavedViewNameTaken', SAVED_VIEW_ERRORS.nameTaken, [{ field: 'name', message: SAVED_VIEW_ERRORS.nameTaken }]),
  page: () => new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, [{ field: 'path', message: SAVED_VIEW_ERRORS.page }]),
  query: () => new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, [{ field: 'query', message: FIELD_ERRORS.max }]),
  tooMany: () => new ApiError(HttpStatus.CONFLICT, 'SavedViewsFull', SAVED_VIEW_ERRORS.tooMany),
};

/** The unique index behind nameTaken. */
export const SAVED_VIEW_NAME_KEY = 'saved_views_user_name_key';
