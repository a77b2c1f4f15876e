/** The stored session (SPEC.md §3): what request headers are built from. */
export interface Session {
  token: string;
  token_type: string;
}

export const SESSION_STORAGE_KEY = 'voc.session';

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { token, token_type } = value as Partial<Session>;
  return typeof token === 'string' && token !== '' && typeof token_type === 'string' && token_type !== '';
}

export function readStoredSession(): Session | null {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSession(parsed) ? { token: parsed.token, token_type: parsed.token_type } : null;
  } catch {
    return null;
  }
}

export function storeSession(session: Session): void {
  globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: session.token, token_type: session.token_type }));
}

export function clearStoredSession(): void {
  globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
}
