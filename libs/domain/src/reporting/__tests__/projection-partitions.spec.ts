import { DEALER_SHARDS, isProjectionPartitionCount, partitionOfShard, partitionsOf, shardsOfPartition } from '../projection-partitions';

describe('projection partitions', () => {
  it.each<[number, number, number[]]>([
    // partition, count, its shards
    [0, 1, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]],
    [0, 2, [0, 2, 4, 6, 8, 10, 12, 14]],
    [1, 2, [1, 3, 5, 7, 9, 11, 13, 15]],
    [0, 4, [0, 4, 8, 12]],
    [3, 4, [3, 7, 11, 15]],
    [5, 8, [5, 13]],
    [15, 16, [15]],
  ])('partition %i of %i applies shards %j', (index, count, shards) => {
    expect(shardsOfPartition({ index, count })).toEqual(shards);
  });

  it.each([1, 2, 4, 8, 16])('with %i partitions every shard belongs to exactly one, and to the partition that lists it', (count) => {
    const listed = partitionsOf(count).flatMap((p) => shardsOfPartition(p).map((shard) => [shard, p.index] as const));
    expect(listed.map(([shard]) => shard).sort((a, b) => a - b)).toEqual(Array.from({ length: DEALER_SHARDS }, (_, s) => s));
    for (const [shard, index] of listed) expect(partitionOfShard(shard, count)).toBe(index);
  });

  it.each<[number, boolean]>([
    [1, true],
    [2, true],
    [4, true],
    [8, true],
    [16, true],
    [0, false],
    [3, false],
    [32, false],
    [2.5, false],
  ])('%p is a partition count: %p', (count, ok) => {
    expect(isProjectionPartitionCount(count)).toBe(ok);
  });

  it.each<[number, number, RegExp]>([
    [4, 4, /partition 4 is not one of 0 to 3/],
    [-1, 2, /partition -1 is not one of 0 to 1/],
    [0, 3, /partition count must be one of 1, 2, 4, 8, 16, not 3/],
  ])('refuses partition %i of %i', (index, count, message) => {
    expect(() => shardsOfPartition({ index, count })).toThrow(message);
  });

  it.each([-1, 16, 1.5])('refuses dealer shard %p', (shard) => {
    expect(() => partitionOfShard(shard, 4)).toThrow(/dealer shard .* is not one of 0 to 15/);
  });
});
