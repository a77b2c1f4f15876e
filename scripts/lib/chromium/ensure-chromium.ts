// Debian's chromium for the browser tests, installed with apt-get when missing.

import fs from 'node:fs';

import { aptInstall, aptInstallCommands } from '../apt/apt-install';
import { consoleLog, type Log } from '../log';
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
  return aptInstallCommands('chromium', asRoot);
}

/** Path of Debian's chromium, installing it with apt-get when missing. */
export async function ensureChromium({ log = consoleLog }: { log?: Log } = {}): Promise<string> {
  if (usable()) return CHROMIUM_PATH;
  await aptInstall('chromium', CHROMIUM_PATH, log);
  if (!usable()) throw new StartupError(`apt-get finished but ${CHROMIUM_PATH} is still missing; install it by hand: apt-get install -y chromium`);
  log(`installed ${CHROMIUM_PATH}`);
  return CHROMIUM_PATH;
}

export const BRIEF_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

/**
 * Path of Debian's chromium-headless-shell, the browser the api prints the monthly briefs with
 * (its CHROMIUM_PATH default), installing it with apt-get when missing.
 */
export async function ensureBriefChromium({ log = consoleLog }: { log?: Log } = {}): Promise<string> {
  const ready = () => {
    try {
      fs.accessSync(BRIEF_CHROMIUM_PATH, fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (ready()) return BRIEF_CHROMIUM_PATH;
  await aptInstall('chromium-headless-shell', BRIEF_CHROMIUM_PATH, log);
  if (!ready()) throw new StartupError(`apt-get finished but ${BRIEF_CHROMIUM_PATH} is still missing; install it by hand: apt-get install -y chromium-headless-shell`);
  log(`installed ${BRIEF_CHROMIUM_PATH}`);
  return BRIEF_CHROMIUM_PATH;
}
