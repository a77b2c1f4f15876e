import { ConfigError } from '../config-error';
import { readInfrastructureConfig } from '../infrastructure-config';

const GOOD = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/voc', REDIS_URL: 'redis://:pw@10.0.0.5:7000' };

describe('readInfrastructureConfig: Redis Cluster', () => {
  it('uses one Redis by default, with the plain prefix', () => {
    expect(readInfrastructureConfig(GOOD)).toMatchObject({ redisCluster: null, redisPrefix: 'voc' });
  });

  it('REDIS_CLUSTER=1: REDIS_URL is the seed node and the prefix becomes a hash tag (one slot for every key)', () => {
    expect(readInfrastructureConfig({ ...GOOD, REDIS_CLUSTER: '1', REDIS_PREFIX: 'prod' })).toMatchObject({
      redisCluster: { nodes: [{ host: '10.0.0.5', port: 7000 }] },
      redisPrefix: '{prod}',
    });
  });

  it('takes the seed nodes from REDIS_CLUSTER_NODES', () => {
    expect(readInfrastructureConfig({ ...GOOD, REDIS_CLUSTER: '1', REDIS_CLUSTER_NODES: 'redis-a:7000, redis-b:7001,[::1]:7002' }).redisCluster).toEqual({
      nodes: [
        { host: 'redis-a', port: 7000 },
        { host: 'redis-b', port: 7001 },
        { host: '::1', port: 7002 },
      ],
    });
  });

  it.each([
    [{ REDIS_CLUSTER: 'yes' }, 'REDIS_CLUSTER'],
    [{ REDIS_CLUSTER_NODES: 'redis-a:7000' }, 'REDIS_CLUSTER_NODES'],
    [{ REDIS_CLUSTER: '1', REDIS_CLUSTER_NODES: 'redis-a' }, 'REDIS_CLUSTER_NODES'],
    [{ REDIS_CLUSTER: '1', REDIS_CLUSTER_NODES: 'redis-a:99999' }, 'REDIS_CLUSTER_NODES'],
    [{ REDIS_CLUSTER: '1', REDIS_CLUSTER_NODES: 'redis://redis-a:7000' }, 'REDIS_CLUSTER_NODES'],
  ])('stops on %j naming %s', (env, variable) => {
    expect(() => readInfrastructureConfig({ ...GOOD, ...env })).toThrow(ConfigError);
    expect(() => readInfrastructureConfig({ ...GOOD, ...env })).toThrow(variable);
  });
});
