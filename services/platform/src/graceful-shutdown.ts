import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { TRACING_SHUTDOWN } from './tracing/context';

/**
 * Graceful shutdown of our HTTP servers (subgraphs, gateway, web server) on SIGTERM, so a rollout or a
 * scale-down loses no request:
 *
 * 1. stop accepting: the listening socket closes (new connections are refused, cleanly);
 * 2. requests in flight finish; every response written from now on says `Connection: close`, so a
 *    keep-alive caller (the gateway's pool, the web server's proxy) drops that socket after the answer
 *    instead of reusing it;
 * 3. a connection idle for `idleGraceMs` is closed; not at once, unlike `server.close()` on Node 19+: a
 *    pooled socket idle for a few milliseconds is about to carry the caller's next request, which would
 *    be cut without an answer (the caller sees ECONNRESET). Given a moment, that request is served
 *    (with `Connection: close`) instead;
 * 4. after `timeoutMs`, whatever remains is destroyed (a stuck request must not block the exit).
 *
 * `trackConnections` must be called when the server is created (it follows requests from the start).
 */
export interface DrainOptions {
  timeoutMs?: number;
  idleGraceMs?: number;
}

interface Tracked {
  active: number;
  idleSince: number;
}

const TRACKED = Symbol('guideTrackedConnections');
const RESPONSES = Symbol('guideResponsesInFlight');
const DRAINING = Symbol('guideDraining');

type TrackedServer = Server & { [TRACKED]?: Map<Socket, Tracked>; [RESPONSES]?: Set<ServerResponse>; [DRAINING]?: boolean };

/** Follows connections and requests of `server` (idempotent); drainHttpServer needs it. */
export function trackConnections(server: Server): void {
  const s = server as TrackedServer;
  if (s[TRACKED]) return;
  const sockets = new Map<Socket, Tracked>();
  const responses = new Set<ServerResponse>();
  s[TRACKED] = sockets;
  s[RESPONSES] = responses;
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  // First listener: it runs before the application may answer synchronously.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = sockets.get(req.socket);
    if (state) state.active++;
    if (s[DRAINING]) res.shouldKeepAlive = false;
    responses.add(res);
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      responses.delete(res);
      if (state) {
        state.active--;
        state.idleSince = Date.now();
      }
    };
    res.once('finish', finished);
    res.once('close', finished);
  });
}

/** Stops `server` gracefully (see above). Resolves true when every connection ended within the bound. */
export function drainHttpServer(server: Server, options: DrainOptions = {}): Promise<boolean> {
  const { timeoutMs = 15_000, idleGraceMs = 1_000 } = options;
  const s = server as TrackedServer;
  trackConnections(server);
  const sockets = s[TRACKED]!;
  s[DRAINING] = true;
  // Answers still being prepared will say `Connection: close` too.
  for (const res of s[RESPONSES]!) if (!res.headersSent) res.shouldKeepAlive = false;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (drained: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(drained);
    };
    // net.Server's close: stop listening without http.Server's immediate closing of idle connections.
    if (server.listening) NetServer.prototype.close.call(server, () => finish(true));
    const sweep = setInterval(
      () => {
        const now = Date.now();
        for (const [socket, state] of sockets) {
          // Node assigns a response to the socket for every request, "Expect: 100-continue" ones included.
          const busy = state.active > 0 || (socket as Socket & { _httpMessage?: unknown })._httpMessage;
          if (busy) state.idleSince = now;
          else if (now - state.idleSince >= idleGraceMs) socket.end();
        }
        if (!sockets.size && !server.listening) finish(true);
      },
      Math.min(100, idleGraceMs),
    );
    const deadline = setTimeout(() => {
      for (const socket of sockets.keys()) socket.destroy();
      finish(false);
    }, timeoutMs);
  });
}

/** Sends the spans still batched (tracing/sdk.ts sets the hook while tracing runs); never blocks the exit long. */
async function flushTraces(): Promise<void> {
  const shutdown = (globalThis as Record<symbol, unknown>)[TRACING_SHUTDOWN];
  if (typeof shutdown !== 'function') return;
  await Promise.race([Promise.resolve(shutdown()).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
}

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits 0, or 1 when it failed or outlived `boundMs`
 * (keep the orchestrator's grace period above it: k8s terminationGracePeriodSeconds ≥ preStop + bound).
 */
export function onTerminate(name: string, stop: () => Promise<void>, boundMs = 20_000): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    console.log(`[${name}] ${signal}: draining`);
    const timer = setTimeout(() => {
      console.error(`[${name}] did not stop within ${boundMs} ms; exiting`);
      process.exit(1);
    }, boundMs);
    timer.unref();
    stop()
      .then(flushTraces)
      .then(
        () => {
          console.log(`[${name}] stopped in ${Date.now() - started} ms`);
          process.exit(0);
        },
        (error: unknown) => {
          console.error(`[${name}] stop failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
