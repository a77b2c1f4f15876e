import { which } from '../processes/which';
import { StartupError } from '../startup-error';

/** How to run npm: the command, and the arguments that come before npm's own. */
export interface NpmCommand {
  cmd: string;
  pre: string[];
}

/**
 * npm from PATH, else the npm that runs this script (npm_execpath) under this node; a StartupError
 * ("npm is not on PATH; <why>") when neither is there.
 */
export function npmCommand(why?: string): NpmCommand {
  const npm = which(process.platform === 'win32' ? 'npm.cmd' : 'npm');
  if (npm) return { cmd: npm, pre: [] };
  if (process.env.npm_execpath) return { cmd: process.execPath, pre: [process.env.npm_execpath] };
  throw new StartupError(`npm is not on PATH${why ? `; ${why}` : ''}`);
}
