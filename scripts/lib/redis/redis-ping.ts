import { Redis } from 'ioredis';

/** Connect once (no retries, no offline queue) and PING; rejects with the first error. */
export async function redisPing(url: string, timeoutMs = 2_000): Promise<void> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    reconnectOnError: () => false,
  });
  let firstError: Error | undefined;
  client.on('error', (err: Error) => (firstError ??= err));
  try {
    await client.connect();
    const pong = await client.ping();
    if (pong !== 'PONG') throw new Error(`unexpected answer to PING: ${pong}`);
  } catch (err) {
    throw firstError && err instanceof Error && /Connection is closed/.test(err.message) ? firstError : err;
  } finally {
    client.disconnect();
  }
}
