import { catchError, concatMap, from, type MonoTypeOperatorFunction, throwError } from 'rxjs';

/**
 * Runs `cleanUp` (removing received files the handler did not keep, say) before the answer goes
 * out, on success and on error alike, so that once a client has its answer nothing is left to
 * happen behind it. A failing clean-up on the error path never hides the original error.
 */
export function cleanUpBeforeAnswer<T>(cleanUp: () => Promise<void>): MonoTypeOperatorFunction<T> {
  return (source) =>
    source.pipe(
      concatMap(async (value) => {
        await cleanUp();
        return value;
      }),
      catchError((error: unknown) => from(cleanUp().catch(() => undefined)).pipe(concatMap(() => throwError(() => error)))),
    );
}
