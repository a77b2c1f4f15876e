/**
 * The hand-over from the light first view of /app/main (src/first-view, issue 15) to the app,
 * which renders hidden behind it meanwhile. The app says when its own page shows (appShown: the KPI
 * dashboard once mounted, saying whether its figures are in; the app on another address, or showing
 * a failure). The first view then leaves and the app is revealed in the same task, so nothing
 * flashes: unless the first view already shows the figures and the app does not yet (both take
 * the same early answers, so the app's come a moment later), when it waits for the app's figures.
 * Without a first view waiting, appShown does nothing.
 */
let waiting: (() => void) | null = null;
let firstViewHasFigures = false;

/** The first view's hand-over, run once, when the app shows its page. */
export function awaitAppShown(handOver: () => void): void {
  waiting = handOver;
  firstViewHasFigures = false;
}

/** The first view shows the KPI figures now (the app must show them too before it takes over). */
export function firstViewShowsFigures(): void {
  firstViewHasFigures = true;
}

/** The app shows its own page now (`withFigures`: the figures the first view shows, if any, too): a first view in front leaves. */
export function appShown(withFigures = true): void {
  if (!waiting || (!withFigures && firstViewHasFigures)) return;
  const handOver = waiting;
  waiting = null;
  handOver();
}

/** Whether a first view waits for the app. */
export function firstViewWaiting(): boolean {
  return waiting !== null;
}
