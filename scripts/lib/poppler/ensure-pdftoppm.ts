// Debian's poppler-utils (pdftoppm) for the monthly brief's PDF test, installed with apt-get when missing.

import { aptInstall } from '../apt/apt-install';
import { consoleLog, type Log } from '../log';
import { which } from '../processes/which';
import { StartupError } from '../startup-error';

/** Path of pdftoppm, installing poppler-utils with apt-get when it is missing. */
export async function ensurePdftoppm({ log = consoleLog }: { log?: Log } = {}): Promise<string> {
  const found = which('pdftoppm');
  if (found) return found;
  await aptInstall('poppler-utils', 'pdftoppm', log);
  const installed = which('pdftoppm');
  if (!installed) throw new StartupError('apt-get finished but pdftoppm is still missing; install it by hand: apt-get install -y poppler-utils');
  log(`installed ${installed}`);
  return installed;
}
