// The postmaster.pid file a running PostgreSQL keeps in its data folder.

import fs from 'node:fs';
import path from 'node:path';

import { pidAlive } from '../processes/pid-alive';

export interface PostmasterPid {
  pid: number;
  port: number;
}

/** The pid (line 1) and port (line 4) of a postmaster.pid file's text. */
export function parsePostmasterPid(text: string): PostmasterPid {
  const [pid, , , port] = text.split('\n');
  return { pid: Number(pid), port: Number(port) };
}

/** The server that holds `dataDir` by its postmaster.pid, or null when there is no such file. */
export function readPostmasterPid(dataDir: string): PostmasterPid | null {
  try {
    return parsePostmasterPid(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8'));
  } catch {
    return null;
  }
}

/** Whether `pid` is a running PostgreSQL (not a process that reused the number). */
export function isPostgresProcess(pid: number): boolean {
  if (!pid || !pidAlive(pid)) return false;
  try {
    return /postgres/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return process.platform !== 'linux'; // no /proc: trust the pid file
  }
}
