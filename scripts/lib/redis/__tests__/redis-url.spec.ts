import { isLocalNoAuthRedis, localRedisUrl, redisPort } from '../redis-url';

describe('Redis URLs', () => {
  it.each([
    ['redis://127.0.0.1:6379', true],
    ['redis://localhost', true],
    ['redis://[::1]:6380/2', true],
    ['redis://:secret@127.0.0.1:6379', false],
    ['redis://user@127.0.0.1:6379', false],
    ['rediss://127.0.0.1:6379', false],
    ['redis://cache.example:6379', false],
    ['not a url', false],
  ])('%s may be stood in for by a redis-server of ours: %s', (url, local) => {
    expect(isLocalNoAuthRedis(url)).toBe(local);
  });

  it('reads the port, 6379 by default', () => {
    expect(redisPort(new URL('redis://127.0.0.1:6380'))).toBe(6380);
    expect(redisPort(new URL('redis://127.0.0.1'))).toBe(6379);
  });

  it('points at our redis-server on its port, database kept, no trailing slash', () => {
    expect(localRedisUrl(new URL('redis://localhost:6379'), 40123)).toBe('redis://127.0.0.1:40123');
    expect(localRedisUrl(new URL('redis://localhost/3'), 40123)).toBe('redis://127.0.0.1:40123/3');
  });

  it('leaves the URL it was given as it was', () => {
    const given = new URL('redis://localhost:6379');
    localRedisUrl(given, 40123);
    expect(given.toString()).toBe('redis://localhost:6379');
  });
});
