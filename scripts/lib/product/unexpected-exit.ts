// A process of the running product that ends without being asked to.

import { type ProcessHandle } from '../processes/child-process';
import { lastLine } from '../processes/telling-line';
import { describeExit } from './exit-description';

export interface UnexpectedExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Its most telling output line ('' when none). */
  line: string;
}

/**
 * The first of `watched` to end without being asked to (by its own stop() or while `stopping()`
 * says the whole product is being stopped); never resolves when every end was asked for.
 */
export function firstUnexpectedExit(watched: readonly ProcessHandle[], stopping: () => boolean): Promise<UnexpectedExit> {
  return Promise.race(
    watched.map((p) =>
      p.exited.then((result) =>
        stopping() || p.stopRequested ? new Promise<never>(() => {}) : { name: p.name, code: result.code, signal: result.signal, line: lastLine(p) },
      ),
    ),
  );
}

/** The one line `npm start` ends with when a process of the product dies. */
export function unexpectedExitMessage(died: UnexpectedExit): string {
  return `the ${died.name} stopped unexpectedly (${describeExit({ code: died.code, signal: died.signal, error: null })})${died.line ? `: ${died.line}` : ''}`;
}
