import { HttpStatus } from '@nestjs/common';
import { GENERIC_ERRORS } from '@voc/contracts';
import { FileStoreError } from '@voc/file-storage';
import { ApiError } from './api-error';

/**
 * The file store failed (bucket unreachable, refused, folder not writable): the request answers
 * 503 errors.storage.unavailable, in the user's language on screen, with the store's error as
 * the cause in the log. Anything else passes through as it was.
 */
export function storageUnavailable(error: unknown): unknown {
  if (!(error instanceof FileStoreError)) return error;
  return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'ServiceUnavailable', GENERIC_ERRORS.storageUnavailable, undefined, { cause: error });
}
