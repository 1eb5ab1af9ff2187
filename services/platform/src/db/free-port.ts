import { createServer } from 'node:net';

// Ports are drawn below Linux's ephemeral range (32768–60999 by default). A port the kernel hands
// out for `listen(0)` comes from that range, and between closing the probe and the real listener
// binding it, any outgoing connection (a pool opening to PostgreSQL, a browser) may take it as its
// local port: CI once lost a run to exactly that (`EADDRINUSE` on the mail catcher's port).
const LOW = 20000;
const HIGH = 32000;
const handedOut = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A TCP port free on the loopback right now (tests and one-machine runs pick their ports with it).
 * Never the same port twice in one process, so a caller asking for several gets distinct ones.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free TCP port found between ${LOW} and ${HIGH}`);
}
