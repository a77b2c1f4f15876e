import { useCallback, useEffect, useRef, useState } from 'react';
import { type StoredDraft, draftKey, readDraft, removeDraft, writeDraft } from '../../lib/drafts/form-drafts';
import { useSignedInUser } from '../../lib/session/use-signed-in-user';

/** How long typing pauses before the draft is written. */
const SAVE_AFTER_MS = 400;

export interface FormDraft<T> {
  /** Where the draft is kept (this user, this form). */
  key: string;
  /** A draft found when the form opened, until the user restores or discards it. */
  pending: StoredDraft<T> | null;
  /** Takes the found draft's data (the prompt goes away; the stored draft stays until written over or cleared). */
  restore: () => T | null;
  /** Drops the found draft. */
  discard: () => void;
  /** Removes the stored draft (after a save, or when the user throws the input away); nothing is written again until the form is back to untouched. */
  clear: () => void;
  /**
   * Set by clear: the form was saved, so its input is no draft any more (a pending write or the
   * page's going must not bring it back). Unset once the form is untouched again (reset to what was
   * saved, or opened anew), so later typing is a new draft.
   */
  saved: { current: boolean };
}

/**
 * One user's draft of one form (`form` names it: "new-ticket:callcenter:showroom", "pdca:…") in
 * the browser: found again after a reload, a crash or a closed tab (lib/drafts/form-drafts.ts).
 */
export function useFormDraft<T>(form: string): FormDraft<T> {
  const user = useSignedInUser();
  const key = draftKey(user._id, form);
  const [found, setFound] = useState(() => ({ key, draft: readDraft<T>(window.localStorage, key, new Date()) }));
  // Another form under the same page (the next ticket opened in place): its own draft is looked for.
  if (found.key !== key) setFound({ key, draft: readDraft<T>(window.localStorage, key, new Date()) });
  const pending = found.key === key ? found.draft : null;
  const setPending = useCallback((draft: StoredDraft<T> | null) => setFound({ key, draft }), [key]);

  const restore = useCallback(() => {
    const data = pending?.data ?? null;
    setPending(null);
    return data;
  }, [pending, setPending]);
  const saved = useRef(false);
  const clear = useCallback(() => {
    saved.current = true;
    removeDraft(window.localStorage, key);
    // A draft still offered (the form was opened beside the prompt and saved) is gone too.
    setPending(null);
  }, [key, setPending]);
  const discard = useCallback(() => {
    removeDraft(window.localStorage, key);
    setPending(null);
  }, [key, setPending]);
  return { key, pending, restore, discard, clear, saved };
}

/**
 * Keeps `data` as the draft a moment after its last change while `active` (the form holds unsaved
 * input), and at once when the page goes (a reload, a closed tab); removes it once the form is back
 * to untouched. Nothing is written while a found
 * draft waits for the user's answer, so it is never overwritten unseen.
 */
export function useDraftAutosave<T>(draft: Pick<FormDraft<T>, 'key' | 'pending' | 'saved'>, data: T, active: boolean): void {
  const { key, saved } = draft;
  const waiting = draft.pending !== null;
  // What a reload or a closed tab must not lose: the last change, even inside the pause.
  const latest = useRef<{ data: T; write: boolean }>({ data, write: false });
  latest.current = { data, write: active && !waiting };
  useEffect(() => {
    const flush = () => {
      if (latest.current.write && !saved.current) writeDraft(window.localStorage, key, latest.current.data, new Date());
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [key, saved]);
  useEffect(() => {
    if (waiting) return;
    if (!active) {
      // Untouched (opened anew, or reset to what was just saved): later typing is a new draft.
      saved.current = false;
      removeDraft(window.localStorage, key);
      return;
    }
    if (saved.current) return;
    // A save can land inside the pause (a fast answer after the last keystroke): the form is then
    // saved, and the write that was waiting must not bring the call back as a draft.
    const timer = window.setTimeout(() => {
      if (!saved.current) writeDraft(window.localStorage, key, data, new Date());
    }, SAVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [key, waiting, data, active, saved]);
}
