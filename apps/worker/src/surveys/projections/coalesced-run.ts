/**
 * Wraps a run so that calls never overlap: a call while a run is under way asks for one more run
 * after it (however many calls arrive meanwhile) instead of starting a second one beside it. Every
 * call resolves once a run that started after the call has finished, so whatever the caller
 * wrote before calling is covered.
 */
export function coalescedRun(run: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    queued = null;
    running = run()
      .then(() => undefined)
      .finally(() => {
        running = null;
      });
    return running;
  };
  return () => {
    if (!running) return start();
    queued ??= running.then(start, start);
    return queued;
  };
}
