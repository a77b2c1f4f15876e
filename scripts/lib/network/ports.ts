import net, { type AddressInfo } from 'node:net';

/**
 * Where spare ports are looked for: below Linux's ephemeral range (32768-60999), from which the
 * kernel takes the local port of every outgoing connection. A port the OS picked in that range
 * (listen on 0) could be taken by a client socket of another process (the test run's database
 * connections) between the check and the product's own listen: an e2e start failed once on
 * EADDRINUSE that way.
 */
export const SPARE_PORTS = { from: 20_000, to: 32_000 } as const;

/** Ports this process has handed out: never handed out twice, even once freed again. */
const handedOut = new Set<number>();

/** A port that is free on 127.0.0.1 right now, outside the ephemeral range, not handed out before by this process. */
export async function freePort(random: () => number = Math.random): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = SPARE_PORTS.from + Math.floor(random() * (SPARE_PORTS.to - SPARE_PORTS.from));
    if (handedOut.has(port) || !(await isPortFree(port))) continue;
    handedOut.add(port);
    return port;
  }
  // Hardly ever: the whole spare range taken; let the OS choose.
  for (;;) {
    const port = await osChosenPort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

function osChosenPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on 127.0.0.1:port (and we may listen there). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
