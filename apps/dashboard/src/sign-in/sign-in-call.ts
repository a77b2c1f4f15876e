import { AUTH_ERRORS, type FailedCall, type SignInResult } from '@voc/contracts';
import type { SignInKind } from './sign-in-fields';

export type SignInOutcome =
  | { readonly ok: true; readonly result: SignInResult }
  | { readonly ok: false; readonly failure: FailedCall; readonly fieldErrors: Readonly<Record<string, string>> };

const ADDRESS: Record<SignInKind, string> = { dealer: '/api/auth/dealer', staff: '/api/auth/user' };

/** The api's per-field message keys (`error.details`), by field. */
function fieldErrorsOf(data: unknown): Record<string, string> {
  const details = typeof data === 'object' && data !== null ? (data as { error?: { details?: unknown } }).error?.details : undefined;
  if (!Array.isArray(details)) return {};
  const errors: Record<string, string> = {};
  for (const detail of details as { field?: unknown; message?: unknown }[]) {
    if (typeof detail.field === 'string' && typeof detail.message === 'string') errors[detail.field] = detail.message;
  }
  return errors;
}

async function bodyOf(response: Response): Promise<{ parsed: true; data: unknown } | { parsed: false }> {
  const text = await response.text();
  if (text === '') return { parsed: true, data: undefined };
  try {
    return { parsed: true, data: JSON.parse(text) as unknown };
  } catch {
    return { parsed: false };
  }
}

/**
 * The sign-in call of the light sign-in screen: the same endpoints and bodies as the app's
 * (lib/session/auth-api.ts), its failures in the shape the message dialog's `buildErrorMessage`
 * reads, as the app's lib/failed-call.ts makes them. A dealer sign-in counts only when the answer
 * carries a user (SPEC.md §5).
 */
export async function callSignIn(kind: SignInKind, body: Readonly<Record<string, string>>, locale: string, fetchFn: typeof fetch = fetch): Promise<SignInOutcome> {
  let response: Response;
  try {
    response = await fetchFn(ADDRESS[kind], {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, failure: { message: 'errors.network' }, fieldErrors: {} };
  }
  const answer = await bodyOf(response);
  if (!answer.parsed) return { ok: false, failure: { response: { status: response.status, statusText: response.statusText } }, fieldErrors: {} };
  if (!response.ok) {
    return { ok: false, failure: { response: { status: response.status, statusText: response.statusText, data: answer.data } }, fieldErrors: fieldErrorsOf(answer.data) };
  }
  const result = (answer.data as { success?: Partial<SignInResult> } | undefined)?.success;
  if (!result?.token || !result.token_type || (kind === 'dealer' && !result.user)) {
    return { ok: false, failure: { message: kind === 'dealer' ? AUTH_ERRORS.permission : 'errors.internal' }, fieldErrors: {} };
  }
  return { ok: true, result: result as SignInResult };
}
