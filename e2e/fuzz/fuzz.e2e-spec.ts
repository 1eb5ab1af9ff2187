import fc from 'fast-check';
import { eachLimited } from '@guide/platform';
import { GraphQLNamedType, GraphQLSchema, getNamedType, isNonNullType, isObjectType } from 'graphql';
import { BootedPlatform, connectPlatform } from '../platform/boot';
import { GeneratorContext, variablesOf } from './generators';
import { FuzzOperation, fuzzOperations, loadSupergraph } from './operations';

/**
 * Bad input never becomes a 500 (API-CONTRACT "Everywhere"): every mutation and every query field
 * with arguments of the composed supergraph gets generated hostile values through the gateway,
 * anonymously and as the seeded administrator. Any INTERNAL_SERVER_ERROR or HTTP 5xx fails the run
 * with the operation, the variables and the answer. Fixed seed and a bounded number of cases
 * (FUZZ_SEED, FUZZ_RUNS to explore further): see e2e/fuzz/README.md.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** Calls in flight at once (FUZZ_CONCURRENCY): with 8 the platform's processes keep both cores busy (README). */
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
/** Cases of an operation sent anonymously before deciding whether it is closed to anonymous callers. */
const ANONYMOUS_PROBES = 3;
/** The answers of a guard that refused the caller. */
const REFUSED = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Who = 'anonymous' | 'admin';
interface Failure {
  operation: string;
  who: Who;
  variables: string;
  answer: string;
}

/** Variables as a short readable line: long texts and lists are summarised, control characters escaped. */
function summarise(value: unknown): string {
  return JSON.stringify(value, (_k, v) => {
    if (typeof v === 'string' && v.length > 60) return `${v.slice(0, 20)}…(${v.length} chars)`;
    if (Array.isArray(v) && v.length > 5) return [...v.slice(0, 3), `…(${v.length} items)`];
    return v;
  });
}

describe('fuzz: bad input never becomes a 500', () => {
  let platform: BootedPlatform;
  let gateway: string;
  let schema: GraphQLSchema;
  let adminToken = '';
  let relogins = 0;
  let address = 0;

  /** Each call comes from a fresh address (the gateway believes X-Forwarded-For from loopback, as from
   * the web server): per-address limits stay out of the way, TOO_MANY_REQUESTS is accepted anyway. */
  const post = (body: unknown, who: Who) => {
    address++;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    };
    if (who === 'admin') headers.authorization = `Bearer ${adminToken}`;
    return fetch(gateway, { method: 'POST', headers, body: JSON.stringify(body) });
  };

  const login = async () => {
    const res = await post({ query: 'mutation { adminLogin(email: "admin@example.com", password: "Admin123!") { accessToken } }' }, 'anonymous');
    const body = (await res.json()) as { data?: { adminLogin?: { accessToken: string } }; errors?: unknown };
    if (!body.data?.adminLogin) throw new Error(`admin sign-in failed: ${JSON.stringify(body.errors)}`);
    adminToken = body.data.adminLogin.accessToken;
  };

  /** Keeps the admin signed in (a fuzzed mutation may revoke sessions): checked between operations. */
  const ensureAdmin = async () => {
    const res = await post({ query: '{ adminMe { id } }' }, 'admin');
    const body = (await res.json()) as { data?: { adminMe?: { id: string } | null } };
    if (!body.data?.adminMe) {
      relogins++;
      await login();
    }
  };

  /** Ids of real rows, read as admin from every query that needs no argument, so updates and deletes reach their checks. */
  const harvestIds = async (): Promise<string[]> => {
    const selectIds = (type: GraphQLNamedType, depth: number): string => {
      if (!isObjectType(type) || depth > 3) return '';
      const parts = Object.values(type.getFields())
        .filter((f) => !f.args.some((a) => isNonNullType(a.type)))
        .map((f) => {
          const named = getNamedType(f.type);
          if (named.name === 'ID') return f.name;
          const inner = selectIds(named, depth + 1);
          return inner ? `${f.name} ${inner}` : '';
        })
        .filter(Boolean);
      return parts.length ? `{ ${parts.join(' ')} }` : '';
    };
    const found = new Set<string>();
    const walk = (v: unknown) => {
      if (typeof v === 'string' && UUID.test(v)) found.add(v);
      else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    for (const field of Object.values(schema.getQueryType()!.getFields())) {
      if (field.name.startsWith('_') || field.args.some((a) => isNonNullType(a.type))) continue;
      const selection = selectIds(getNamedType(field.type), 0);
      if (!selection) continue;
      const res = await post({ query: `{ ${field.name} ${selection} }` }, 'admin');
      walk(((await res.json()) as { data?: unknown }).data);
    }
    // The administrator running the fuzz and its role stay out of reach: changing them would hide the rest.
    const me = (await (await post({ query: '{ adminMe { id role { id } } }' }, 'admin')).json()) as { data: { adminMe: { id: string; role: { id: string } } } };
    found.delete(me.data.adminMe.id);
    found.delete(me.data.adminMe.role.id);
    return [...found];
  };

  beforeAll(async () => {
    platform = connectPlatform(); // booted with a raised query-cost budget (e2e/platform/global-setup.ts)
    gateway = `http://127.0.0.1:${platform.ports.gateway}/graphql`;
    schema = loadSupergraph();
    await login();
  }, 240_000);

  it('answers every generated call of every operation without INTERNAL_SERVER_ERROR or HTTP 5xx', async () => {
    const started = Date.now();
    const operations = fuzzOperations(schema);
    const ctx: GeneratorContext = { ids: await harvestIds() };
    const failures: Failure[] = [];
    const codes: Record<string, number> = {};
    let calls = 0;
    let closedToAnonymous = 0;

    /** Sends one call and judges it; returns the answer's error codes (none when it answered with data only). */
    const call = async (op: FuzzOperation, variables: Record<string, unknown>, who: Who): Promise<string[]> => {
      calls++;
      let answer = '';
      let status = 0;
      const send = async () => {
        const res = await post({ query: op.document, variables }, who);
        status = res.status;
        answer = await res.text();
      };
      try {
        await send();
      } catch {
        // A kept-alive socket the server just closed fails once on the client side; a crash fails again.
        try {
          await send();
        } catch (error) {
          const cause = (error as { cause?: Error }).cause;
          failures.push({
            operation: op.field.name,
            who,
            variables: summarise(variables),
            answer: `no answer: ${(error as Error).message} ${cause?.message ?? ''}`,
          });
          return ['no answer'];
        }
      }
      let errors: { message?: string; extensions?: { code?: string } }[] | undefined;
      try {
        errors = (JSON.parse(answer) as { errors?: typeof errors }).errors;
      } catch {
        errors = undefined; // a non-JSON answer (e.g. 413 from the body limit) is judged by its status
      }
      for (const e of errors ?? []) codes[e.extensions?.code ?? 'none'] = (codes[e.extensions?.code ?? 'none'] ?? 0) + 1;
      if (!errors?.length) codes[status < 300 ? 'ok' : `HTTP ${status}`] = (codes[status < 300 ? 'ok' : `HTTP ${status}`] ?? 0) + 1;
      if (status >= 500 || errors?.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) {
        failures.push({ operation: op.field.name, who, variables: summarise(variables), answer: `HTTP ${status} ${answer.slice(0, 300)}` });
      }
      return (errors ?? []).map((e) => e.extensions?.code ?? 'none');
    };

    const timings: [string, number][] = [];
    for (const [i, op] of operations.entries()) {
      const opStarted = Date.now();
      const cases = fc.sample(variablesOf(op.args, ctx), { seed: SEED + i, numRuns: RUNS });
      // The first cases go out both ways. When every anonymous answer was a refusal by the guard (or of the
      // input, before the guard), the rest go out as the administrator only: the same variables cross the same
      // parsing, coercion and validation, and the guard is already proven for this operation.
      const probes = cases.slice(0, ANONYMOUS_PROBES).flatMap((variables) => (['anonymous', 'admin'] as const).map((who) => ({ variables, who })));
      const anonymousCodes: string[][] = [];
      await eachLimited(probes, CONCURRENCY, async ({ variables, who }) => {
        const answered = await call(op, variables, who);
        if (who === 'anonymous') anonymousCodes.push(answered);
      });
      const closed =
        anonymousCodes.every((codes) => codes.length > 0 && codes.every((code) => REFUSED.has(code) || code === 'BAD_USER_INPUT')) &&
        anonymousCodes.some((codes) => codes.some((code) => REFUSED.has(code)));
      if (closed) closedToAnonymous++;
      const callers: Who[] = closed ? ['admin'] : ['anonymous', 'admin'];
      const rest = cases.slice(ANONYMOUS_PROBES).flatMap((variables) => callers.map((who) => ({ variables, who })));
      await eachLimited(rest, CONCURRENCY, async ({ variables, who }) => void (await call(op, variables, who)));
      if (op.kind === 'mutation') await ensureAdmin();
      timings.push([op.field.name, Date.now() - opStarted]);
    }
    const slowest = timings
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(1)} s`);

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `[fuzz] ${calls} calls over ${operations.length} operations (${operations.filter((o) => o.kind === 'mutation').length} mutations, ` +
        `${operations.filter((o) => o.kind === 'query').length} queries with arguments) in ${seconds} s; seed ${SEED}, ${RUNS} cases each, ` +
        `${ctx.ids.length} real ids, ${relogins} admin sign-ins again, ${closedToAnonymous} operations closed to anonymous callers after ${ANONYMOUS_PROBES} cases; ${failures.length} internal errors\n[fuzz] answers: ${JSON.stringify(codes)}\n` +
        `[fuzz] slowest: ${slowest.join(', ')}`,
    );
    if (failures.length) {
      // The subgraphs' own error lines say why (LOG_LEVEL=error in the booted platform).
      const logged = (await platform.output())
        .split('\n')
        .filter((line) => /error/i.test(line))
        .slice(-20);
      console.log(`[fuzz] the platform logged:\n${logged.join('\n')}`);
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
