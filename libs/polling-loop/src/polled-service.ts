import type { PollingLoop } from './polling-loop';

/**
 * A service whose work is a PollingLoop's turns: the loop starts once the application has booted
 * and stops (waiting for the turn under way) when it shuts down. Nest calls the two hooks by name;
 * the service makes its loop in its constructor.
 */
export abstract class PolledService {
  protected abstract readonly loop: PollingLoop;

  onApplicationBootstrap(): void {
    this.loop.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  /** A turn now, or the one under way (one at a time); resolves when it has ended. */
  runOnce(): Promise<void> {
    return this.loop.runOnce();
  }
}
