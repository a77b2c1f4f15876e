import { testRedisUrl } from '@voc/testing';
import { freePort, isPortFree } from '../../network/ports';
import { StartupError } from '../../startup-error';
import { ensureRedis } from '../ensure-redis';
import { redisPing } from '../redis-ping';

const quiet = () => undefined;

/**
 * Issue 16 "a fresh machine with only Node needs nothing by hand": npm start uses the Redis that
 * answers, or starts a redis-server of its own (installed with apt-get when missing; that step
 * is covered by apt-install.spec.ts, as this machine has redis-server already).
 */
describe('ensureRedis (npm start)', () => {
  it('uses a Redis that answers as it is', async () => {
    const redis = await ensureRedis({ redisUrl: testRedisUrl(), log: quiet });
    expect(redis).toMatchObject({ url: testRedisUrl(), spawned: false });
  });

  it('starts a redis-server of its own where none answers, and stops it again', async () => {
    const port = await freePort();
    const redis = await ensureRedis({ redisUrl: `redis://127.0.0.1:${port}`, log: quiet });
    try {
      expect(redis.spawned).toBe(true);
      expect(redis.url).toBe(`redis://127.0.0.1:${port}`);
      await redisPing(redis.url);
    } finally {
      await redis.stop();
    }
    expect(await isPortFree(port)).toBe(true);
  }, 30_000);

  it('starts nothing for a Redis with credentials that does not answer: it names REDIS_URL', async () => {
    const port = await freePort();
    const attempt = ensureRedis({ redisUrl: `redis://user:secret@127.0.0.1:${port}`, log: quiet });
    await expect(attempt).rejects.toBeInstanceOf(StartupError);
    await expect(attempt).rejects.toThrow(/REDIS_URL/);
  });
});
