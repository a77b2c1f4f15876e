// Debian's chromium for the browser tests, installed with apt-get when missing.

import fs from 'node:fs';

import { consoleLog, type Log } from '../log';
import { runProcess } from '../processes/run-process';
import { INFRASTRUCTURE_LAYER } from '../processes/shutdown';
import { which } from '../processes/which';
import { StartupError } from '../startup-error';

export const CHROMIUM_PATH = '/usr/bin/chromium';

function usable(): boolean {
  try {
    fs.accessSync(CHROMIUM_PATH, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The apt-get commands that install chromium (through `sudo -n` unless we are root). */
export function chromiumInstallCommands(asRoot: boolean): string[][] {
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const lock = ['-o', 'DPkg::Lock::Timeout=300'];
  return [
    [...sudo, 'apt-get', ...lock, 'update'],
    [...sudo, 'apt-get', ...lock, 'install', '-y', 'chromium'],
  ];
}

/** Path of Debian's chromium, installing it with apt-get when missing. */
export async function ensureChromium({ log = consoleLog }: { log?: Log } = {}): Promise<string> {
  if (usable()) return CHROMIUM_PATH;
  if (!which('apt-get')) {
    throw new StartupError(`${CHROMIUM_PATH} is missing and apt-get is not available; install Chromium so that ${CHROMIUM_PATH} exists`);
  }
  const asRoot = process.getuid?.() === 0;
  if (!asRoot && !which('sudo')) {
    throw new StartupError(`${CHROMIUM_PATH} is missing; install it as root: apt-get update && apt-get install -y chromium`);
  }
  const steps = chromiumInstallCommands(asRoot);
  log(`${CHROMIUM_PATH} is missing; installing it: ${steps.map((s) => s.join(' ')).join(' && ')}`);
  for (const [cmd, ...args] of steps) {
    await runProcess('apt', cmd, args, {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
      output: process.stdout,
      layer: INFRASTRUCTURE_LAYER,
      what: `\`${[cmd, ...args].join(' ')}\``,
    }).catch((err: unknown) => {
      throw new StartupError(`installing Chromium failed: ${(err as Error).message}; install it by hand: apt-get update && apt-get install -y chromium`);
    });
  }
  if (!usable()) throw new StartupError(`apt-get finished but ${CHROMIUM_PATH} is still missing; install it by hand: apt-get install -y chromium`);
  log(`installed ${CHROMIUM_PATH}`);
  return CHROMIUM_PATH;
}
