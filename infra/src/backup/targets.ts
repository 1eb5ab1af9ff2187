import { SUBGRAPHS } from '@guide/platform';

/** One database the platform runs on: a subgraph's (migrated by its service) or the embedded event log's. */
export interface DatabaseTarget {
  /** Logical name in a dump: the subgraph's name (`catalog-guide`) or `events`. */
  name: string;
  url: string;
  /** The subgraph whose migrations build this database's schema; undefined for the event log. */
  service?: string;
}

const envKey = (service: string) => service.toUpperCase().replace(/-/g, '_');
export const databaseName = (service: string) => service.replace(/-/g, '_');

/**
 * The databases, resolved exactly as `npm start` does (infra/src/runtime/platform.ts): a subgraph's
 * `<NAME>_DATABASE_URL` (e.g. `CATALOG_GUIDE_DATABASE_URL`, the names of the cluster's guide-secrets), else
 * the embedded server's `<name_with_underscores>` database; the event log's `EVENTS_DATABASE_URL`, else the
 * embedded `events` database, and none when events go through Kafka (`KAFKA_BROKERS`).
 * `embeddedUrl` is called only for what no variable names.
 */
export function databaseTargets(env: NodeJS.ProcessEnv, embeddedUrl: (database: string) => string): DatabaseTarget[] {
  const targets: DatabaseTarget[] = SUBGRAPHS.map((s) => ({
    name: s.name,
    service: s.name,
    url: env[`${envKey(s.name)}_DATABASE_URL`] || embeddedUrl(databaseName(s.name)),
  }));
  if (!env.KAFKA_BROKERS) targets.push({ name: 'events', url: env.EVENTS_DATABASE_URL || embeddedUrl('events') });
  return targets;
}

/** True when some database has no variable of its own, i.e. lives in the embedded server. */
export function needsEmbedded(env: NodeJS.ProcessEnv): boolean {
  return SUBGRAPHS.some((s) => !env[`${envKey(s.name)}_DATABASE_URL`]) || (!env.KAFKA_BROKERS && !env.EVENTS_DATABASE_URL);
}

/** The URL with its password hidden, for messages and the manifest. */
export function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}
