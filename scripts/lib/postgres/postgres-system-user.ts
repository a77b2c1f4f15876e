// The system user "postgres" the embedded PostgreSQL runs as when we are root (it refuses root).

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { errorText } from '../error-text';
import { type Log } from '../log';
import { which } from '../processes/which';
import { StartupError } from '../startup-error';

/** The user a process runs as: empty when it runs as ourselves. */
export interface UserIds {
  uid?: number;
  gid?: number;
}

/** uid and gid of `name` in the text of /etc/passwd, or null when it has no such line. */
export function passwdIds(passwd: string, name: string): { uid: number; gid: number } | null {
  const line = passwd.split('\n').find((l) => l.startsWith(`${name}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

function lookupUser(name: string): { uid: number; gid: number } | null {
  try {
    const ids = passwdIds(fs.readFileSync('/etc/passwd', 'utf8'), name);
    if (ids) return ids;
  } catch {
    /* no /etc/passwd */
  }
  try {
    const id = (flag: string): number =>
      Number(execFileSync(which('id') ?? '/usr/bin/id', [flag, name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

/** A system tool on PATH, else in the usual system folders, else its bare name. */
function systemTool(name: string): string {
  return which(name) ?? ['/usr/sbin', '/sbin', '/usr/bin', '/bin'].map((d) => path.join(d, name)).find((p) => fs.existsSync(p)) ?? name;
}

/** uid/gid of the postgres user (created when missing), or {} when we are not root. */
export function postgresUser(log: Log): UserIds {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const existing = lookupUser('postgres');
  if (existing) return existing;
  log('running as root: creating the system user "postgres" for the embedded PostgreSQL (it refuses to run as root)');
  try {
    spawnSync(systemTool('groupadd'), ['--system', 'postgres'], { stdio: 'ignore' });
    execFileSync(
      systemTool('useradd'),
      ['--system', '--gid', 'postgres', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', 'postgres'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
  } catch (err) {
    throw new StartupError(`cannot create the user "postgres" needed to run PostgreSQL as root: ${errorText(err)}`);
  }
  const created = lookupUser('postgres');
  if (!created) throw new StartupError('created the user "postgres" but cannot find it afterwards');
  return created;
}

/** Whether the user can enter `dir` (true when it cannot be checked: PostgreSQL will say so). */
export function canTraverseAs(dir: string, { uid, gid }: UserIds): boolean {
  if (uid === undefined) return true;
  const res = spawnSync(systemTool('test'), ['-x', dir, '-a', '-d', dir], { uid, gid, stdio: 'ignore' });
  if (res.error) return true; // cannot check; PostgreSQL will say so if it cannot
  return res.status === 0;
}
