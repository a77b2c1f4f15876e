import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page whose filters live in its address keeps them for the tab (sessionStorage): opened again
 * without any (the side menu's link), it takes back the last ones instead of starting over.
 */
export function useRememberedSearch(storageKey: string): void {
  const [search, setSearch] = useSearchParams();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      const saved = globalThis.sessionStorage?.getItem(storageKey);
      if (search.size === 0 && saved) {
        setSearch(new URLSearchParams(saved), { replace: true });
        return;
      }
    }
    globalThis.sessionStorage?.setItem(storageKey, search.toString());
  }, [search, setSearch, storageKey]);
}
