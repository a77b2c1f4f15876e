/** Where a loop reports a failed turn: a structured logger's warn (NestJS's Logger, pino). */
export interface PollingLoopLogger {
  warn(details: { err: unknown }, message: string): void;
}

export interface PollingLoopOptions {
  /** How often a turn starts; 0 never starts the loop (a turn can still be asked for with runOnce). */
  everyMs: number;
  /** One turn. Its failure is logged and the loop goes on. */
  turn: () => Promise<unknown>;
  logger: PollingLoopLogger;
  /** What the log says when a turn failed (the error goes with it). */
  failureMessage: string;
  /** A first turn at start instead of one interval later. */
  runAtStart?: boolean;
  /** The timer does not keep the process alive by itself. */
  unref?: boolean;
}

/**
 * "Every N ms, run once, never overlap, log failures, stop on shutdown", written once for the
 * api's and the worker's background loops. A turn due while the last one still runs is skipped
 * (not queued): the next interval looks again. stop() lets no turn start and waits for the one
 * under way, so a shutdown never closes a pool under a running turn.
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private halted = false;

  constructor(private readonly options: PollingLoopOptions) {}

  /** Whether stop() was called: a turn that drains in a loop checks it between its batches. */
  get stopped(): boolean {
    return this.halted;
  }

  start(): void {
    if (this.halted || this.timer || this.options.everyMs <= 0) return;
    if (this.options.runAtStart) void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.options.everyMs);
    if (this.options.unref) this.timer.unref();
  }

  /** A turn now, or the one under way (one at a time); resolves when it has ended, failed or not. After stop(), none. */
  runOnce(): Promise<void> {
    if (this.running) return this.running;
    if (this.halted) return Promise.resolve();
    this.running = Promise.resolve()
      .then(() => this.options.turn())
      .then(
        () => undefined,
        (error: unknown) => this.options.logger.warn({ err: error }, this.options.failureMessage),
      )
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** No more turns; resolves once the turn under way (if any) has ended. */
  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
