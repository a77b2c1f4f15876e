import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureRedisClusterTools } from '../ensure-redis-cluster-tools';

describe('ensureRedisClusterTools', () => {
  const path0 = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path0;
  });

  it('names what is missing and how to install it when it cannot install them', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'voc-empty-path-'));
    process.env.PATH = empty;
    try {
      await expect(ensureRedisClusterTools(jest.fn())).rejects.toThrow(/redis-server and redis-cli .*apt-get is not available; install redis-server by hand/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
