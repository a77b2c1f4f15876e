import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page whose filters live in its address keeps them for the tab (sessionStorage): opened again
 * without any (the side menu's link), it takes back the last ones instead of starting over.
 *
 * The router applies an address change in a transition, and a transition that a newer navigation
 * overtakes (the user picks a filter and at once follows a menu link) is never committed: an
 * effect after the commit would never see those filters. So the page hands each change to the
 * returned `remember` as it makes it; the effect only keeps what else reaches the address (links),
 * and never writes the empty address over the saved one while that one is being put back.
 */
export function useRememberedSearch(storageKey: string): (next: URLSearchParams) => void {
  const [search, setSearch] = useSearchParams();
  const setSearchRef = useRef(setSearch);
  setSearchRef.current = setSearch;
  const mounted = useRef(false);
  /** The saved search asked back at mount, until the address shows it or the user changes it. */
  const restoring = useRef<string | null>(null);
  const current = search.toString();

  const remember = useCallback(
    (next: URLSearchParams) => {
      restoring.current = null;
      globalThis.sessionStorage?.setItem(storageKey, next.toString());
    },
    [storageKey],
  );

  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      const saved = globalThis.sessionStorage?.getItem(storageKey);
      if (current === '' && saved) {
        restoring.current = saved;
        setSearchRef.current(new URLSearchParams(saved), { replace: true });
        return;
      }
    }
    if (restoring.current !== null) {
      if (current === '') return;
      restoring.current = null;
    }
    globalThis.sessionStorage?.setItem(storageKey, current);
  }, [current, storageKey]);

  return remember;
}
