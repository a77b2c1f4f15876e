// A long-running child process in its own process group, its output lines prefixed `[name]`,
// registered for the clean-up (./shutdown.ts).

import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { type Readable, type Writable } from 'node:stream';

import { errorText } from '../error-text';
import { REPO_ROOT } from '../repo-root';
import { sleep } from '../sleep';
import { childEnv, type EnvChanges } from './child-env';
import { APP_LAYER, track } from './shutdown';

/** Where a child's output goes: a stream (a terminal gets coloured prefixes). */
export type OutputStream = Writable & { isTTY?: boolean };

export interface StartProcessOptions {
  /** Extra environment (merged over process.env; undefined removes a variable). */
  env?: EnvChanges;
  /** Working directory (default: the repository root). */
  cwd?: string;
  /**
   * undefined: the console (stdout/stderr); a stream: everything goes there; false: dropped
   * (the last lines are always kept for error messages, see tail()).
   */
  output?: OutputStream | false;
  /** Signal sent by stop() first (default SIGTERM); SIGKILL follows after `killAfterMs`. */
  stopSignal?: NodeJS.Signals;
  /** Send signals to the whole process group (default true; false: the leader only). */
  signalGroup?: boolean;
  /** Run as another user (used for PostgreSQL when we are root). */
  uid?: number;
  gid?: number;
  /** Shutdown order: higher stops first (default APP_LAYER; INFRASTRUCTURE_LAYER for servers). */
  layer?: number;
  killAfterMs?: number;
}

/** How a process ended; `error` when it could not be started at all. */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  error: Error | null;
}

export interface ProcessHandle {
  readonly name: string;
  readonly pid: number | undefined;
  readonly child: ChildProcess;
  /** Stop it (the stop signal, SIGKILL after the grace time, then leftovers of its group). */
  stop(): Promise<void>;
  /** Resolves when the process has ended; never rejects. */
  readonly exited: Promise<ProcessExit>;
  /** Whether the end was asked for through stop() (or the shutdown handlers). */
  stopRequested: boolean;
  isRunning(): boolean;
  /** Its last `n` output lines (default 20). */
  tail(n?: number): string[];
}

const KEPT_LINES = 200;
const COLORS = [36, 35, 33, 32, 34, 96, 95, 93];
let colorIndex = 0;

/** Spawn a long-running child in its own process group; its output lines are prefixed `[name]`. */
export function startProcess(name: string, cmd: string, args: readonly string[] = [], options: StartProcessOptions = {}): ProcessHandle {
  const { env, cwd = REPO_ROOT, output, stopSignal = 'SIGTERM', signalGroup = true, uid, gid, layer = APP_LAYER, killAfterMs = 5_000 } = options;
  const lines: string[] = [];
  const keep = (line: string): void => {
    lines.push(line);
    if (lines.length > KEPT_LINES) lines.shift();
  };
  const color = COLORS[colorIndex++ % COLORS.length];
  const prefixFor = (stream: OutputStream): string =>
    stream.isTTY && !process.env.NO_COLOR ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `;

  const child = spawn(cmd, args, {
    cwd,
    env: childEnv(process.env, env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...(uid !== undefined ? { uid } : {}),
    ...(gid !== undefined ? { gid } : {}),
  });

  const pump = (source: Readable | null, fallback: OutputStream): void => {
    if (!source) return;
    const rl = readline.createInterface({ input: source, crlfDelay: Infinity });
    rl.on('line', (line) => {
      keep(line);
      if (output === false) return;
      const target = output ?? fallback;
      if (target.writable === false || target.destroyed) return;
      target.write(`${prefixFor(target)}${line}\n`);
    });
  };
  pump(child.stdout, process.stdout);
  pump(child.stderr, process.stderr);

  let running = true;
  const exited = new Promise<ProcessExit>((resolve) => {
    let settled = false;
    const done = (result: ProcessExit): void => {
      if (settled) return;
      settled = true;
      running = false;
      resolve(result);
    };
    child.once('error', (error) => {
      keep(`could not start ${cmd}: ${errorText(error)}`);
      done({ code: null, signal: null, error });
    });
    child.once('close', (code, signal) => done({ code, signal, error: null }));
  });

  const sendSignal = (sig: NodeJS.Signals): void => {
    if (!child.pid) return;
    try {
      process.kill(signalGroup ? -child.pid : child.pid, sig);
    } catch {
      /* gone already */
    }
  };
  const groupAlive = (): boolean => {
    if (!child.pid) return false;
    try {
      process.kill(-child.pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    handle.stopRequested = true;
    if (!stopping) {
      stopping = (async () => {
        if (running) {
          sendSignal(stopSignal);
          // A cleared timer: a stopped child must not hold this process up for the grace time.
          let graceTimer: NodeJS.Timeout | undefined;
          const timer = new Promise<'timeout'>((resolve) => (graceTimer = setTimeout(() => resolve('timeout'), killAfterMs)));
          const first = await Promise.race([exited, timer]);
          clearTimeout(graceTimer);
          if (first === 'timeout') {
            sendSignal('SIGKILL');
            await exited;
          }
        }
        // Leftovers of the group (e.g. a grandchild that ignored the signal).
        if (signalGroup && groupAlive()) {
          const deadline = Date.now() + 2_000;
          while (groupAlive() && Date.now() < deadline) await sleep(50);
          if (groupAlive()) sendSignal('SIGKILL');
        }
        untrack();
      })();
    }
    return stopping;
  };

  const untrack = track({
    name,
    layer,
    stop,
    kill: () => {
      if (running) sendSignal(stopSignal === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
    },
  });
  void exited.then(() => {
    if (!signalGroup || !groupAlive()) untrack();
  });

  const handle: ProcessHandle = {
    name,
    pid: child.pid,
    child,
    stop,
    exited,
    stopRequested: false,
    isRunning: () => running,
    tail: (n = 20) => lines.slice(-n),
  };
  return handle;
}
