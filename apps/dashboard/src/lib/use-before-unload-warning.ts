import { useEffect } from 'react';

/**
 * Asks the browser to confirm before the page is closed or reloaded (SPEC.md §2 Shell), while
 * `active`: pages with unsaved input turn it on; untouched pages never ask (issue 16).
 */
export function useBeforeUnloadWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only show the prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
