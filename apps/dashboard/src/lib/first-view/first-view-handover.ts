/**
 * The hand-over from the light first view of /app/main (src/first-view, issue 15) to the app,
 * which renders hidden behind it meanwhile. The app says when its own page shows what the first
 * view shows (appShown: the KPI dashboard once its figures are in, or the app on another address);
 * the first view then leaves and the app is revealed in the same frame, so nothing flashes. Without
 * a first view waiting, appShown does nothing.
 */
let waiting: (() => void) | null = null;

/** The first view's hand-over, run once, on the first appShown after this. */
export function awaitAppShown(handOver: () => void): void {
  waiting = handOver;
}

/** The app shows its own page now: a first view still in front of it leaves. */
export function appShown(): void {
  const handOver = waiting;
  waiting = null;
  handOver?.();
}

/** Whether a first view waits for the app (tests, and the app's own choice of when to say so). */
export function firstViewWaiting(): boolean {
  return waiting !== null;
}
