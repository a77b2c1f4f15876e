import { HttpStatus } from '@nestjs/common';
import { GENERIC_ERRORS } from '@voc/contracts';
import { ApiError } from '../common/errors/api-error';

/**
 * Adding a job while Redis is away fails at once (the api's queue connection has no offline
 * queue): the request answers 503 errors.queue.unavailable, in the user's language on screen,
 * after its caller has removed what it had made for the job.
 */
export function queueUnavailable(cause: unknown): ApiError {
  return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'ServiceUnavailable', GENERIC_ERRORS.queueUnavailable, undefined, { cause });
}

/** How long adding a job may take before the request gives up on Redis (BullMQ waits for a connection otherwise). */
export const QUEUE_ADD_TIMEOUT_MS = 3_000;

/** A queue call (adding a job, reading its progress), or a failure after QUEUE_ADD_TIMEOUT_MS: a request never hangs on a Redis that is away. */
export async function queueCallWithin<T>(add: Promise<T>, timeoutMs = QUEUE_ADD_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      add,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the job queue did not answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
