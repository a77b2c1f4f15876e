// Debian's chromium for the browser tests and its chromium-headless-shell for the brief printer,
// installed with apt-get when missing.

import fs from 'node:fs';

import { aptInstall, aptInstallCommands } from '../apt/apt-install';
import { consoleLog, type Log } from '../log';
import { StartupError } from '../startup-error';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const BRIEF_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

function usable(path: string): boolean {
  try {
    fs.accessSync(path, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The apt-get commands that install chromium (through `sudo -n` unless we are root). */
export function chromiumInstallCommands(asRoot: boolean): string[][] {
  return aptInstallCommands('chromium', asRoot);
}

/** `path`, installing Debian's `pkg` with apt-get when it is not there. */
async function ensureDebianBinary(pkg: string, path: string, log: Log): Promise<string> {
  if (usable(path)) return path;
  await aptInstall(pkg, path, log);
  if (!usable(path)) throw new StartupError(`apt-get finished but ${path} is still missing; install it by hand: apt-get install -y ${pkg}`);
  log(`installed ${path}`);
  return path;
}

/** Path of Debian's chromium, installing it with apt-get when missing. */
export function ensureChromium({ log = consoleLog }: { log?: Log } = {}): Promise<string> {
  return ensureDebianBinary('chromium', CHROMIUM_PATH, log);
}

/**
 * Path of Debian's chromium-headless-shell, the browser the api prints the monthly briefs with
 * (its CHROMIUM_PATH default), installing it with apt-get when missing.
 */
export function ensureBriefChromium({ log = consoleLog }: { log?: Log } = {}): Promise<string> {
  return ensureDebianBinary('chromium-headless-shell', BRIEF_CHROMIUM_PATH, log);
}
