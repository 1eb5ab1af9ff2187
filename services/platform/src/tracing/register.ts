/**
 * Side-effect entry point: `import '@guide/platform/tracing/register'` as the FIRST import of a main.ts
 * starts tracing, when a collector is named (env.ts), before http, express, pg and graphql are loaded (the
 * instrumentations patch them as they load). A first import rather than `node --require`: it holds however
 * the process is started (`npm start`, the image's `node $APP_MAIN`, a k8s command, `node dist/main.js` by
 * hand) with nothing to keep in sync.
 * It loads no other part of the platform.
 */
import { tracingFromEnv } from './env';

export const tracing = tracingFromEnv(process.env, process.argv[1]);

/**
 * The graceful shutdown (graceful-shutdown.ts, which loads no tracing code) flushes the spans still batched
 * through this well-known hook before the process exits; without it the last requests' spans are lost.
 */
(globalThis as Record<symbol, unknown>)[Symbol.for('guide.tracing.shutdown')] = () => tracing?.shutdown();
