import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import { useAppSelector } from '../lib/store/store-hooks';
import { selectCurrentMessageKind, selectLoading, selectNotice } from '../lib/store/ui-slice';

// The message dialog, the passing notice and the loader are fetched apart from the start bundle
// (issue 15: MUI's dialog, modal, snackbar and backdrop are not part of any page's first load):
// on the user's first key or click, or a while after the page opened, or as soon as one is needed.
const loadMessageDialog = () => import('./global-message-dialog');
const loadNotice = () => import('./global-notice');
const loadLoader = () => import('./global-loader');

const GlobalMessageDialog = lazy(() => loadMessageDialog().then((module) => ({ default: module.GlobalMessageDialog })));
const GlobalNotice = lazy(() => loadNotice().then((module) => ({ default: module.GlobalNotice })));
const GlobalLoader = lazy(() => loadLoader().then((module) => ({ default: module.GlobalLoader })));

/** When no key or click came first, the overlays' code is fetched this long after the page opened (and once it is idle). */
const PRELOAD_AFTER_MS = 8000;

function preloadOverlays(): void {
  for (const load of [loadMessageDialog, loadNotice, loadLoader]) {
    load().catch(() => {
      // Fetched again when one is needed (its lazy import shows the failure then).
    });
  }
}

/** Renders `children` from the first time `needed` is true on (so a closing transition can run). */
function MountedOnceNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The store's message dialog, passing notice and loader, each mounted once first needed. */
export function GlobalOverlays() {
  const message = useAppSelector(selectCurrentMessageKind) !== null;
  const notice = useAppSelector(selectNotice) !== null;
  const loading = useAppSelector(selectLoading);

  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    let idle: number | undefined;
    const stop = () => {
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      for (const event of events) window.removeEventListener(event, start, true);
    };
    function start() {
      stop();
      preloadOverlays();
    }
    // After the wait, only once the page is idle: not while a slow phone is still rendering it.
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(start, { timeout: PRELOAD_AFTER_MS });
      else start();
    }, PRELOAD_AFTER_MS);
    for (const event of events) window.addEventListener(event, start, true);
    return stop;
  }, []);

  return (
    <>
      <MountedOnceNeeded needed={message}>
        <GlobalMessageDialog />
      </MountedOnceNeeded>
      <MountedOnceNeeded needed={notice}>
        <GlobalNotice />
      </MountedOnceNeeded>
      <MountedOnceNeeded needed={loading}>
        <GlobalLoader />
      </MountedOnceNeeded>
    </>
  );
}
