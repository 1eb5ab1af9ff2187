/**
 * Side-effect entry point: `import '@guide/platform/tracing/register'` as the FIRST import of a main.ts
 * starts tracing, when a collector is named (env.ts), before http, express, pg and graphql are loaded (the
 * instrumentations patch them as they load). A first import rather than `node --require`: it holds however
 * the process is started (`npm start`, the image's `node $APP_MAIN`, a k8s command, `node dist/main.js` by
 * hand) with nothing to keep in sync.
 * It loads no other part of the platform.
 */
// When it starts, tracing also sets the hook graceful-shutdown.ts flushes spans through (sdk.ts).
import { tracingFromEnv } from './env';

export const tracing = tracingFromEnv(process.env, process.argv[1]);
