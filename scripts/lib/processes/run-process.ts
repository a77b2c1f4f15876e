import { errorText } from '../error-text';
import { StartupError } from '../startup-error';
import { startProcess, type ProcessHandle, type StartProcessOptions } from './child-process';
import { lastLine } from './telling-line';

export interface RunProcessOptions extends StartProcessOptions {
  /** What the command does, for the error message (default: its name). */
  what?: string;
}

/**
 * Run a command to completion (output prefixed like startProcess). Resolves when it exits 0;
 * otherwise throws a StartupError naming `what` and the last line of its output.
 */
export async function runProcess(name: string, cmd: string, args: readonly string[] = [], options: RunProcessOptions = {}): Promise<ProcessHandle> {
  const { what = `${name}`, ...rest } = options;
  const proc = startProcess(name, cmd, args, rest);
  const { code, signal, error } = await proc.exited;
  if (code === 0) return proc;
  const detail = error ? errorText(error) : `${signal ? `killed by ${signal}` : `exit code ${code}`}${lastLine(proc) ? `: ${lastLine(proc)}` : ''}`;
  throw new StartupError(`${what} failed (${detail})`);
}
