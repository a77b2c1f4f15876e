import net from 'node:net';

import { freePort, isPortFree } from '../ports';

describe('ports on 127.0.0.1', () => {
  it('a free port is free until someone listens on it', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await isPortFree(port)).toBe(true);

    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(await isPortFree(port)).toBe(true);
  });
});
