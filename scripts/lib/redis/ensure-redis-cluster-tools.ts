import { aptInstall } from '../apt/apt-install';
import { consoleLog, type Log } from '../log';
import { which } from '../processes/which';

/**
 * The Redis Cluster integration test starts redis-server nodes of its own and joins them with
 * redis-cli, even when a Redis already answers at REDIS_URL: install Debian's redis-server (which
 * brings redis-cli) with apt-get when either is missing. Throws naming what could not be had.
 */
export async function ensureRedisClusterTools(log: Log = consoleLog): Promise<void> {
  if (which('redis-server') && which('redis-cli')) return;
  await aptInstall('redis-server', 'redis-server and redis-cli (for the Redis Cluster test)', log);
  if (!which('redis-server') || !which('redis-cli')) throw new Error('apt-get finished but redis-server or redis-cli is still not on the PATH; install them by hand: apt-get install -y redis-server');
}
