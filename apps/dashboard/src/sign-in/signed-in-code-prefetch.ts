import { preloadSignedInCode } from '../boot/main-page-code';

/** Runs `work` when the browser is next idle (at the latest after `timeoutMs`). */
export type WhenIdle = (work: () => void) => void;

const whenIdle: WhenIdle = (work) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 1_000 });
  else setTimeout(work, 100);
};

/**
 * While the sign-in form is on screen, fetches (without running) the code a sign-in opens: the
 * light first view, the KPI report calls' code, the app's entry, /app/main's page and its Thai texts (issue 32: the
 * sign-in's answer then only runs it; on a slow line it was a second and more of download after
 * the press). It waits for the form's own checks' code (`checksLoaded`), which a submit needs, and
 * for an idle moment, so the form is usable first. Settles once the code is in.
 */
export function prefetchSignedInCode(checksLoaded: Promise<void>, idle: WhenIdle = whenIdle, preload: () => Promise<void> = preloadSignedInCode): Promise<void> {
  return checksLoaded.then(() => new Promise<void>((resolve) => idle(() => void preload().then(resolve))));
}
