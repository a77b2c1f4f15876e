import type { RedisOptions } from 'bullmq';
import { Cluster, Redis, type RedisOptions as IoRedisOptions } from 'ioredis';
import type { InfrastructureConfig } from '@voc/config';

/**
 * BullMQ connection options from a redis:// or rediss:// URL. Workers block on Redis, so requests
 * retry forever (maxRetriesPerRequest null) instead of failing while Redis is away.
 */
export function redisConnectionOptions(redisUrl: string): RedisOptions {
  return { url: redisUrl, maxRetriesPerRequest: null };
}

/** A connection to one Redis or to a Redis Cluster: the commands the product uses work on both. */
export type RedisClient = Redis | Cluster;

/** What a cluster's node connections take from REDIS_URL: credentials and TLS (rediss://). */
function nodeOptionsOf(redisUrl: string): IoRedisOptions {
  const parsed = new URL(redisUrl);
  return {
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

/**
 * A Redis connection for `config`: one Redis at REDIS_URL, or, with REDIS_CLUSTER=1, an ioredis
 * Cluster seeded with REDIS_CLUSTER_NODES (REDIS_URL's credentials and TLS for every node).
 * `options` are the connection's own (retries, offline queue). The caller closes it.
 */
export function createRedisClient(config: Pick<InfrastructureConfig, 'redisUrl' | 'redisCluster'>, options: IoRedisOptions = {}): RedisClient {
  if (!config.redisCluster) return new Redis(config.redisUrl, options);
  const { enableOfflineQueue, ...nodeOptions } = options;
  return new Cluster(config.redisCluster.nodes, {
    redisOptions: { ...nodeOptionsOf(config.redisUrl), ...nodeOptions },
    ...(enableOfflineQueue === undefined ? {} : { enableOfflineQueue }),
  });
}

/**
 * BullMQ's `connection` for `config`. One Redis: options (BullMQ opens its own connections, as
 * before). A cluster: an ioredis Cluster instance (BullMQ takes no cluster options), shared by
 * the queues and duplicated by workers for their blocking reads; its owner quits it at shutdown.
 * `producer`: fails fast while Redis is away instead of queueing commands (queues that only add jobs).
 */
export function bullConnection(config: Pick<InfrastructureConfig, 'redisUrl' | 'redisCluster'>, producer = false): RedisOptions | Cluster {
  if (!config.redisCluster) return { ...redisConnectionOptions(config.redisUrl), ...(producer ? { enableOfflineQueue: false } : {}) };
  return createRedisClient(config, { maxRetriesPerRequest: null, ...(producer ? { enableOfflineQueue: false } : {}) }) as Cluster;
}
