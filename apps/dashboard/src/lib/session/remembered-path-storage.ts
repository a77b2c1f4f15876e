/**
 * The address a signed-out user asked for, kept for this tab (sessionStorage) so it survives the
 * reload of opening the sign-in page by hand.
 */
const REMEMBERED_PATH_KEY = 'voc.rememberedPath';

export function readRememberedPath(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(REMEMBERED_PATH_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeRememberedPath(path: string): void {
  try {
    globalThis.sessionStorage?.setItem(REMEMBERED_PATH_KEY, path);
  } catch {
    // Without storage the address is remembered for this page only.
  }
}

export function clearRememberedPath(): void {
  try {
    globalThis.sessionStorage?.removeItem(REMEMBERED_PATH_KEY);
  } catch {
    // Nothing stored.
  }
}
