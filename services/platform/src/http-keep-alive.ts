import type { Server } from 'node:http';

/**
 * A server behind another of ours (subgraphs behind the gateway, the gateway behind the web server)
 * must keep idle connections open longer than its caller's pool keeps them: with Node's default
 * (5 s, the same order as the callers' pools), the server may close a socket at the moment the caller
 * reuses it, and that request fails with ECONNRESET, which the gateway can only report as an
 * internal error. 65 s outlasts every pool we use (and common load balancers' 60 s).
 */
export function outlastCallerKeepAlive(server: Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000; // must exceed keepAliveTimeout
}
