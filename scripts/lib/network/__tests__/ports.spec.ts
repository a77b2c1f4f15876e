import net from 'node:net';

import { SPARE_PORTS, freePort, isPortFree } from '../ports';

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

describe('spare ports for the product and its stand-ins', () => {
  it('lie below the ephemeral range that outgoing connections take their ports from', async () => {
    for (let i = 0; i < 20; i += 1) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(SPARE_PORTS.from);
      expect(port).toBeLessThan(32_768);
    }
  });

  it('are never handed out twice, even when the same number comes up again', async () => {
    const same = () => 0.5;
    const first = await freePort(same);
    const second = await freePort(same);
    expect(second).not.toBe(first);
  });

  it('skip a port something already listens on', async () => {
    const taken = await freePort(() => 0.25);
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(taken + 1, '127.0.0.1', resolve));
    try {
      // The next random pick is the taken port's neighbour, which is in use: another one comes.
      const picks = [(taken + 1 - SPARE_PORTS.from + 0.5) / (SPARE_PORTS.to - SPARE_PORTS.from), 0.75];
      const port = await freePort(() => picks.shift() ?? 0.9);
      expect(port).not.toBe(taken + 1);
      expect(await isPortFree(port)).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
