import { Redis } from 'ioredis';

/** The Redis a test run uses: REDIS_URL's, or the local one. */
export function testRedisUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.REDIS_URL ?? 'redis://127.0.0.1:6379';
}

/** Fails with a message naming the address when Redis does not answer. */
export async function assertRedisAnswers(url = testRedisUrl()): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (cause) {
    throw new Error(
      `Tests need Redis at ${url} (set REDIS_URL, or start it: redis-server --daemonize yes --port 6379 --save "" --appendonly no): ${(cause as Error).message}`,
      { cause },
    );
  } finally {
    redis.disconnect();
  }
}
