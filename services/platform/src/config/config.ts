/**
 * Typed environment configuration, validated once at start-up.
 * A service declares the variables it needs; a bad or missing one stops the process
 * with a message that names it (Immich-style), instead of failing later at first use.
 */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Invalid environment variable ${variable}: ${reason}`);
    this.name = 'ConfigError';
  }
}

type Reader<T> = { parse(name: string, raw: string | undefined): T; doc: string };

function required(name: string, raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') throw new ConfigError(name, 'is required but not set');
  return raw.trim();
}

export const env = {
  string(opts: { default?: string; optional?: boolean; doc?: string } = {}): Reader<string> {
    return {
      doc: opts.doc ?? '',
      parse(name, raw) {
        if ((raw === undefined || raw === '') && opts.default !== undefined) return opts.default;
        if ((raw === undefined || raw === '') && opts.optional) return '';
        return required(name, raw);
      },
    };
  },
  int(opts: { default?: number; min?: number; max?: number; doc?: string } = {}): Reader<number> {
    return {
      doc: opts.doc ?? '',
      parse(name, raw) {
        if ((raw === undefined || raw === '') && opts.default !== undefined) return opts.default;
        const value = Number(required(name, raw));
        if (!Number.isInteger(value)) throw new ConfigError(name, `must be an integer, got "${raw}"`);
        if (opts.min !== undefined && value < opts.min) throw new ConfigError(name, `must be >= ${opts.min}`);
        if (opts.max !== undefined && value > opts.max) throw new ConfigError(name, `must be <= ${opts.max}`);
        return value;
      },
    };
  },
  url(opts: { protocols?: string[]; default?: string; optional?: boolean; doc?: string } = {}): Reader<string> {
    return {
      doc: opts.doc ?? '',
      parse(name, raw) {
        if ((raw === undefined || raw === '') && opts.default !== undefined) raw = opts.default;
        if ((raw === undefined || raw === '') && opts.optional) return '';
        const value = required(name, raw);
        let parsed: URL;
        try {
          parsed = new URL(value);
        } catch {
          throw new ConfigError(name, `must be a URL, got "${value}"`);
        }
        if (opts.protocols && !opts.protocols.includes(parsed.protocol.replace(/:$/, ''))) {
          throw new ConfigError(name, `must use ${opts.protocols.join(' or ')}, got "${parsed.protocol}"`);
        }
        return value;
      },
    };
  },
  oneOf<T extends string>(values: readonly T[], opts: { default?: T; doc?: string } = {}): Reader<T> {
    return {
      doc: opts.doc ?? '',
      parse(name, raw) {
        const value = (raw === undefined || raw === '') && opts.default !== undefined ? opts.default : required(name, raw);
        if (!values.includes(value as T)) throw new ConfigError(name, `must be one of ${values.join(', ')}, got "${value}"`);
        return value as T;
      },
    };
  },
  bool(opts: { default?: boolean; doc?: string } = {}): Reader<boolean> {
    return {
      doc: opts.doc ?? '',
      parse(name, raw) {
        if ((raw === undefined || raw === '') && opts.default !== undefined) return opts.default;
        const value = required(name, raw).toLowerCase();
        if (['1', 'true', 'yes'].includes(value)) return true;
        if (['0', 'false', 'no'].includes(value)) return false;
        throw new ConfigError(name, `must be true or false, got "${raw}"`);
      },
    };
  },
};

export type ConfigShape = Record<string, Reader<unknown>>;
export type Config<S extends ConfigShape> = { [K in keyof S]: S[K] extends Reader<infer T> ? T : never };

/** Reads every declared variable; collects all problems so one start-up shows them all. */
export function loadConfig<S extends ConfigShape>(shape: S, source: NodeJS.ProcessEnv = process.env): Config<S> {
  const out: Record<string, unknown> = {};
  const problems: ConfigError[] = [];
  for (const [name, reader] of Object.entries(shape)) {
    try {
      out[name] = reader.parse(name, source[name]);
    } catch (error) {
      if (error instanceof ConfigError) problems.push(error);
      else throw error;
    }
  }
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) {
    const err = new ConfigError(problems.map((p) => p.variable).join(', '), problems.map((p) => p.message).join('; '));
    err.message = problems.map((p) => p.message).join('\n');
    throw err;
  }
  return out as Config<S>;
}

/** Variables every subgraph reads; a service adds its own to these. */
export const subgraphEnv = {
  NODE_ENV: env.oneOf(['development', 'test', 'production'] as const, { default: 'development' }),
  PORT: env.int({ min: 1, max: 65535, doc: 'HTTP port of the subgraph' }),
  DATABASE_URL: env.url({ protocols: ['postgres', 'postgresql'], doc: "the service's own database" }),
  GATEWAY_SECRET: env.string({ doc: 'shared secret the gateway sends; other traffic is refused' }),
  EVENTS_DATABASE_URL: env.url({ protocols: ['postgres', 'postgresql'], optional: true, doc: 'embedded event transport (one machine)' }),
  KAFKA_BROKERS: env.string({ optional: true, doc: 'comma-separated brokers; when set, events go through Kafka' }),
  SEED_DEMO_DATA: env.bool({ default: false, doc: 'load idempotent demo data at start (npm start sets it)' }),
  LOG_LEVEL: env.oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, { default: 'info' }),
};
export type SubgraphConfig = Config<typeof subgraphEnv>;
