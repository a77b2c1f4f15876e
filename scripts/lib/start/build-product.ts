import { type Log } from '../log';
import { npmCommand } from '../product/npm-command';
import { runProcess } from '../processes/run-process';

/** `npm run build`, unless SKIP_BUILD=1 says the existing build is to be used. */
export async function buildProduct(env: NodeJS.ProcessEnv, log: Log): Promise<void> {
  if (env.SKIP_BUILD === '1') {
    log('SKIP_BUILD=1: using the existing build');
    return;
  }
  log('building (npm run build; SKIP_BUILD=1 skips this)');
  const npm = npmCommand();
  await runProcess('build', npm.cmd, [...npm.pre, 'run', 'build'], { what: 'the build (npm run build)' });
}
