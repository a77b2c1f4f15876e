// Debian packages the product needs on the machine it runs on (chromium for the browser tests,
// redis-server when no Redis answers), installed with apt-get when they are missing.

import { type Log } from '../log';
import { runProcess } from '../processes/run-process';
import { INFRASTRUCTURE_LAYER } from '../processes/shutdown';
import { which } from '../processes/which';
import { StartupError } from '../startup-error';

/** The apt-get commands that install a package (through `sudo -n` unless we are root), waiting for the dpkg lock. */
export function aptInstallCommands(pkg: string, asRoot: boolean): string[][] {
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const lock = ['-o', 'DPkg::Lock::Timeout=300'];
  return [
    [...sudo, 'apt-get', ...lock, 'update'],
    [...sudo, 'apt-get', ...lock, 'install', '-y', pkg],
  ];
}

/**
 * Installs a Debian package with apt-get; `what` names what is missing in the messages (e.g.
 * "/usr/bin/chromium"). A StartupError says how to do it by hand when it cannot.
 */
export async function aptInstall(pkg: string, what: string, log: Log): Promise<void> {
  const byHand = `apt-get update && apt-get install -y ${pkg}`;
  if (!which('apt-get')) throw new StartupError(`${what} is missing and apt-get is not available; install ${pkg} by hand`);
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !which('sudo')) throw new StartupError(`${what} is missing; install it as root: ${byHand}`);
  const steps = aptInstallCommands(pkg, asRoot);
  log(`${what} is missing; installing it: ${steps.map((s) => s.join(' ')).join(' && ')}`);
  for (const [cmd, ...args] of steps) {
    await runProcess('apt', cmd, args, {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
      output: process.stdout,
      layer: INFRASTRUCTURE_LAYER,
      what: `\`${[cmd, ...args].join(' ')}\``,
    }).catch((err: unknown) => {
      throw new StartupError(`installing ${pkg} failed: ${(err as Error).message}; install it by hand: ${byHand}`);
    });
  }
}
