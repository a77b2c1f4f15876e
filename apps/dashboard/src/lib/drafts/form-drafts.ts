/**
 * Drafts of long forms kept in the browser (localStorage) as the user types, one per user and form
 * (a new call-centre ticket of a type, one ticket's edit, …), so a reload, a crashed or closed tab
 * gives the half-taken call back (issue 32). Text only: files cannot be kept there. A draft older
 * than DRAFT_MAX_AGE_DAYS, or one this code cannot read, is dropped when found.
 */

export interface StoredDraft<T> {
  /** When it was last written, ISO. */
  savedAt: string;
  data: T;
}

/** The part of Storage drafts use (localStorage in the app, a map in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const DRAFT_MAX_AGE_DAYS = 7;
const PREFIX = 'voc.draft.v1';
const DAY = 24 * 3600_000;

/** The key of one user's draft of one form: drafts never cross users on a shared computer. */
export function draftKey(userId: string, form: string): string {
  return `${PREFIX}:${userId}:${form}`;
}

/** The draft under `key`, or null (none, unreadable or too old: those two are removed). */
export function readDraft<T>(storage: DraftStorage, key: string, now: Date): StoredDraft<T> | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const draft = JSON.parse(text) as Partial<StoredDraft<T>>;
    const savedAt = typeof draft.savedAt === 'string' ? Date.parse(draft.savedAt) : Number.NaN;
    if (!Number.isNaN(savedAt) && draft.data !== undefined && draft.data !== null && now.getTime() - savedAt <= DRAFT_MAX_AGE_DAYS * DAY) {
      return { savedAt: draft.savedAt as string, data: draft.data };
    }
  } catch {
    // Not ours or cut short: dropped below.
  }
  removeDraft(storage, key);
  return null;
}

/** Writes the draft; false when the browser refuses (storage full, private mode): typing goes on regardless. */
export function writeDraft<T>(storage: DraftStorage, key: string, data: T, now: Date): boolean {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), data } satisfies StoredDraft<T>));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: a storage we cannot reach holds no draft we could show either.
  }
}
