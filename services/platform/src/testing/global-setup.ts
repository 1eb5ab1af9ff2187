import { fork } from 'node:child_process';
import Module from 'node:module';
import { join } from 'node:path';
import { freePort } from '../db/free-port';
import { SUBGRAPHS } from '../topology';
import { buildTemplateDatabase } from './templates';

/**
 * jest globalSetup of the integration stage: one real PostgreSQL per test run (Immich's "medium tests"
 * pattern), started in a child process (test-postgres.mjs), then one template database per service with
 * all its migrations (templates.ts). Workers read the port from GUIDE_TEST_PG_PORT and the templates from
 * GUIDE_TEST_TEMPLATES, and copy a template per suite (harness.ts).
 */
/** What this set-up reads of jest's project configuration (its second argument). */
interface JestProject {
  rootDir: string;
  moduleNameMapper: [pattern: string, target: string][];
}

export default async function globalSetup(_globalConfig: unknown, project: JestProject): Promise<void> {
  if (!process.env.GUIDE_TEST_PG_PORT) {
    const port = await freePort();
    const child = fork(join(__dirname, 'test-postgres.mjs'), [String(port)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('test PostgreSQL did not start within 60 s')), 60_000);
      child.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => reject(new Error(`test PostgreSQL exited with code ${code}`)));
    });
    process.env.GUIDE_TEST_PG_PORT = String(port);
    (globalThis as { __guidePg?: unknown }).__guidePg = child;
  }
  if (process.env.GUIDE_TEST_TEMPLATES === undefined) await buildTemplates(project);
}

/** Migrates every service's template once, two at a time (two cores); prints how long it took. */
async function buildTemplates(project: JestProject): Promise<void> {
  const started = Date.now();
  const server = `postgres://postgres:postgres@127.0.0.1:${process.env.GUIDE_TEST_PG_PORT}/postgres`;
  const restore = resolveLikeJest(project);
  try {
    const queue = [...SUBGRAPHS];
    const worker = async () => {
      for (let s = queue.shift(); s; s = queue.shift()) {
        const { MIGRATIONS } = require(join(project.rootDir, s.dir, 'src', 'migrations')) as { MIGRATIONS: Function[] };
        await buildTemplateDatabase(server, s.name, MIGRATIONS);
      }
    };
    await Promise.all([worker(), worker()]);
  } finally {
    restore();
  }
  process.env.GUIDE_TEST_TEMPLATES = SUBGRAPHS.map((s) => s.name).join(',');
  process.stdout.write(`\ntemplate databases: ${SUBGRAPHS.length} services migrated in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/**
 * globalSetup's requires are transformed by jest but resolved by Node, which would send `@guide/platform` to
 * its built dist/ (maybe absent): resolve them with the project's moduleNameMapper, as the suites do.
 */
function resolveLikeJest(project: JestProject): () => void {
  const mod = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
  const original = mod._resolveFilename;
  const mappers = project.moduleNameMapper.map(([pattern, target]) => [new RegExp(pattern), target] as const);
  mod._resolveFilename = function (request: string, ...rest: unknown[]) {
    const mapped = mappers.find(([pattern]) => pattern.test(request));
    const target = mapped ? request.replace(mapped[0], String(mapped[1])) : request;
    return original.call(this, target, ...rest);
  };
  return () => {
    mod._resolveFilename = original;
  };
}
