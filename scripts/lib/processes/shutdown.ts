// The clean-up of everything the scripts started: child processes and servers register here, and
// are stopped (apps first, then Redis and PostgreSQL) by shutdownAll(), by SIGINT, SIGTERM or
// SIGHUP, and killed at the latest when this process exits.

import { errorText } from '../error-text';
import { consoleLog, type Log } from '../log';

/** Shutdown order: the highest layer stops first. */
export const APP_LAYER = 1;
export const INFRASTRUCTURE_LAYER = 0;

/** Something started that must be stopped when the scripts end. */
export interface TrackedResource {
  name: string;
  layer: number;
  stop(): Promise<void>;
  /** Synchronous, best effort: used when the process exits without waiting. */
  kill(): void;
}

export interface ShutdownOptions {
  /** The exit code after a signal (default 128 + the signal's number). */
  exitCode?: number;
  log?: Log;
}

const SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;

const tracked = new Set<TrackedResource>();
let handlersInstalled = false;
let shuttingDown: Promise<void> | null = null;
let signalReceived = false;
let exitCode: number | undefined;
let log: Log = consoleLog;

/** Register a resource for the clean-up; answers the function that unregisters it. */
export function track(resource: TrackedResource): () => void {
  installExitHandlers();
  tracked.add(resource);
  return () => tracked.delete(resource);
}

/**
 * Stop everything started through these scripts (apps first, then Redis and PostgreSQL).
 * Safe to call more than once.
 */
export function shutdownAll(): Promise<void> {
  if (!shuttingDown) {
    shuttingDown = (async () => {
      const layers = [...new Set([...tracked].map((r) => r.layer))].sort((a, b) => b - a);
      for (const layer of layers) {
        const batch = [...tracked].filter((r) => r.layer === layer);
        await Promise.all(
          batch.map(async (r) => {
            try {
              await r.stop();
            } catch (err) {
              log(`could not stop ${r.name} cleanly: ${errorText(err)}`);
            }
            tracked.delete(r);
          }),
        );
      }
    })().finally(() => {
      shuttingDown = null;
    });
  }
  return shuttingDown;
}

/**
 * Options for what happens on SIGINT/SIGTERM/SIGHUP: everything is stopped, then the process
 * exits with `exitCode` (default 128 + signal number). If the program has its own listeners for
 * the signal, we stop our children and leave exiting to them.
 */
export function configureShutdown(options: ShutdownOptions = {}): void {
  exitCode = options.exitCode;
  log = options.log ?? log;
  installExitHandlers();
}

/** Whether SIGINT/SIGTERM/SIGHUP was received and everything is being stopped. */
export function shutdownRequested(): boolean {
  return signalReceived;
}

function killAllNow(): void {
  for (const r of tracked) {
    try {
      r.kill();
    } catch {
      /* already gone */
    }
  }
}

function installExitHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', killAllNow);
  let received = 0;
  for (const [signal, number] of Object.entries(SIGNALS)) {
    const handler = (): void => {
      received += 1;
      signalReceived = true;
      if (received > 1) {
        // Second signal: do not wait any longer.
        killAllNow();
        process.exit(128 + number);
      }
      const othersListen = process.listeners(signal as NodeJS.Signals).some((l) => l !== handler);
      if (tracked.size > 0) log(`stopping (${signal})…`);
      void shutdownAll().then(() => {
        if (tracked.size === 0 && !othersListen) log('stopped');
        if (!othersListen) process.exit(exitCode ?? 128 + number);
      });
    };
    process.on(signal, handler);
  }
}
