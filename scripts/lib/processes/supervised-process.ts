// A long-running child that is started again when it ends without being asked to (restart-backoff.ts
// says when), so that a crashed worker does not take the api and the dashboard down with it.
// Registered for the clean-up (./shutdown.ts): a stop, Ctrl-C included, cancels a pending restart.

import { type Log } from '../log';
import { describeExit } from '../product/exit-description';
import { type ProcessHandle } from './child-process';
import { RESTART_POLICY, restartDelay, type RestartPolicy } from './restart-backoff';
import { APP_LAYER, shutdownRequested, track } from './shutdown';
import { lastLine } from './telling-line';

export interface SuperviseOptions {
  log: Log;
  policy?: RestartPolicy;
  /** Whether the whole product is being stopped (then an end is expected, never restarted). */
  stopping?: () => boolean;
}

export interface SupervisedProcess {
  readonly name: string;
  /** The child running now (or the one that ended, while a restart waits). */
  current(): ProcessHandle;
  /** How many times it was started again. */
  restarts(): number;
  /** Stop the child and start it no more. */
  stop(): Promise<void>;
}

function duration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

/** Run `start()` and start it again, after the policy's wait, whenever the child ends by itself. */
export function superviseProcess(name: string, start: () => ProcessHandle, { log, policy = RESTART_POLICY, stopping = () => false }: SuperviseOptions): SupervisedProcess {
  let handle = start();
  let startedAt = Date.now();
  let previousDelay: number | null = null;
  let restarts = 0;
  let stopped = false;
  let pending: NodeJS.Timeout | undefined;

  const endIsExpected = (ended: ProcessHandle): boolean => stopped || ended.stopRequested || stopping() || shutdownRequested();

  const watch = (current: ProcessHandle): void => {
    void current.exited.then((result) => {
      if (endIsExpected(current)) return;
      const delay = restartDelay(previousDelay, Date.now() - startedAt, policy);
      previousDelay = delay;
      // A process killed by a signal (the OOM killer, someone's kill) said nothing about it: its last line would mislead.
      const line = result.signal ? '' : lastLine(current);
      log(`the ${name} stopped unexpectedly (${describeExit(result)})${line ? `: ${line}` : ''}; starting it again in ${duration(delay)} (the others keep running)`);
      pending = setTimeout(() => {
        pending = undefined;
        if (endIsExpected(current)) return;
        restarts += 1;
        handle = start();
        startedAt = Date.now();
        log(`the ${name} was started again (restart ${restarts})`);
        watch(handle);
      }, delay);
    });
  };
  watch(handle);

  const stop = async (): Promise<void> => {
    stopped = true;
    if (pending) clearTimeout(pending);
    pending = undefined;
    await handle.stop();
  };
  // A restart may be waiting when Ctrl-C comes: the clean-up cancels it as well as the child.
  const untrack = track({
    name,
    layer: APP_LAYER,
    stop: () => stop().finally(() => untrack()),
    kill: () => {
      stopped = true;
      if (pending) clearTimeout(pending);
    },
  });

  return { name, current: () => handle, restarts: () => restarts, stop: () => stop().finally(() => untrack()) };
}
