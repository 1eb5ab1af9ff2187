/**
 * Deployment files: docker-compose.yml, the one Dockerfile, k8s/ and .env.example.
 * Parses them and checks what a broken deployment would get wrong (no healthcheck, a root container,
 * a committed Secret, a port that differs from the topology...). Runs `docker compose config` and
 * `kubectl kustomize` when those tools exist, and says so when they do not. The checkers return problem
 * lists, so they are tested against bad inputs too: a check that cannot fail proves nothing.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
// The topology module alone (no Nest): the one list of subgraphs, ports and URL variables.
import { SUBGRAPHS as TOPOLOGY, type SubgraphInfo } from '../../services/platform/src/topology';

const ROOT = join(__dirname, '..', '..');
const SUBGRAPHS = TOPOLOGY.map((s) => s.name);
const APPS = [...SUBGRAPHS, 'gateway', 'web'];
const INFRA = { postgres: 'postgres:18', kafka: 'apache/kafka', opensearch: 'opensearchproject/opensearch', maildev: 'maildev/maildev', minio: 'minio/minio' };
/** Every image is built from this one file, with build arguments naming the deployable. */
const DOCKERFILE = 'infra/docker/Dockerfile';
/** The runtime base image (Node 24, the current LTS). */
const NODE_IMAGE = 'node:24-bookworm-slim';
/** What the deployables other than the subgraphs run: folder, entry point, port, health path. */
const EDGE: Record<string, { dir: string; main: string; port: number; health: string }> = {
  gateway: { dir: 'gateway', main: 'gateway/dist/main.js', port: 4000, health: '/health' },
  web: { dir: 'infra', main: 'infra/dist/web/main.js', port: 3000, health: '/healthz' },
};
/**
 * What the probes GET. Readiness: ready to serve (a subgraph: its database answers). Liveness: the process
 * answers, reading nothing else, so an outage takes pods out of rotation instead of restarting them in a
 * loop. The gateway's readiness is its own (not /health, which asks every subgraph: one subgraph down
 * would take every gateway, and the whole site, out).
 */
const PROBES: Record<string, { readiness: string; liveness: string }> = {
  subgraph: { readiness: '/health', liveness: '/health/live' },
  gateway: { readiness: '/health/live', liveness: '/health/live' },
  web: { readiness: '/healthz', liveness: '/healthz' },
};
/** Each subgraph's database: its name with underscores. */
const DATABASES = SUBGRAPHS.map((s) => s.replace(/-/g, '_'));

type Obj = Record<string, any>;
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const compose = (): Obj => parse(read('docker-compose.yml'), { merge: true });

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(entry) ? [path] : [];
  });
}

function parseDocs(text: string, where: string): Obj[] {
  return parseAllDocuments(text).flatMap((doc) => {
    if (doc.errors.length) throw new Error(`${where}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value = doc.toJS();
    return value ? [value] : [];
  });
}

// ------------------------------------------------------------------------------------ checkers

/** Problems of one Deployment: probes, resources, non-root, secrets by reference only. */
export function deploymentProblems(d: Obj): string[] {
  const name = d?.metadata?.name ?? '(unnamed)';
  const pod = d?.spec?.template?.spec ?? {};
  const containers: Obj[] = pod.containers ?? [];
  const problems: string[] = [];
  if (!containers.length) problems.push(`${name}: no containers`);
  for (const c of containers) {
    const at = `${name}/${c.name}`;
    if (!c.readinessProbe) problems.push(`${at}: no readinessProbe`);
    if (!c.livenessProbe) problems.push(`${at}: no livenessProbe`);
    const probes = PROBES[name] ?? PROBES.subgraph;
    if (c.readinessProbe && c.readinessProbe.httpGet?.path !== probes.readiness) problems.push(`${at}: readinessProbe must GET ${probes.readiness}`);
    if (c.livenessProbe && c.livenessProbe.httpGet?.path !== probes.liveness) problems.push(`${at}: livenessProbe must GET ${probes.liveness}`);
    for (const kind of ['requests', 'limits']) {
      if (!c.resources?.[kind]?.cpu || !c.resources?.[kind]?.memory) problems.push(`${at}: no resources.${kind} cpu+memory`);
    }
    const nonRoot = c.securityContext?.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
    if (nonRoot !== true) problems.push(`${at}: runAsNonRoot is not true`);
    if (c.securityContext?.allowPrivilegeEscalation !== false) problems.push(`${at}: allowPrivilegeEscalation is not false`);
    for (const e of c.env ?? []) {
      if (/SECRET|PASSWORD|PRIVATE_KEY|DATABASE_URL|SMTP_URL|OPENSEARCH_URL/.test(e.name) && !e.valueFrom?.secretKeyRef) {
        problems.push(`${at}: ${e.name} must come from a secretKeyRef`);
      }
      const ref = e.valueFrom?.secretKeyRef;
      if (ref && !/^guide-secrets/.test(ref.name)) problems.push(`${at}: ${e.name} reads Secret ${ref.name}, not guide-secrets`);
    }
  }
  return problems;
}

/** Problems of a compose file: infra present, every app service healthchecked and started in order. */
export function composeProblems(file: Obj): string[] {
  const services: Obj = file?.services ?? {};
  const problems: string[] = [];
  for (const [name, image] of Object.entries(INFRA)) {
    if (!services[name]) problems.push(`missing infra service ${name}`);
    else if (!String(services[name].image ?? '').startsWith(image)) problems.push(`${name}: image should be ${image}`);
    if (services[name] && !services[name].healthcheck?.test) problems.push(`${name}: no healthcheck`);
  }
  for (const name of APPS) {
    const s = services[name];
    if (!s) {
      problems.push(`missing app service ${name}`);
      continue;
    }
    if (!s.healthcheck?.test) problems.push(`${name}: no healthcheck`);
    const deps: Obj = s.depends_on ?? {};
    if (Array.isArray(deps) || !Object.keys(deps).length) problems.push(`${name}: depends_on must list conditions`);
    for (const [dep, spec] of Object.entries(Array.isArray(deps) ? {} : deps)) {
      // A one-shot set-up job (restart "no", e.g. minio-init) is waited for until it has succeeded.
      if (services[dep]?.restart === 'no') {
        if ((spec as Obj)?.condition !== 'service_completed_successfully')
          problems.push(`${name}: depends_on one-shot ${dep} is not service_completed_successfully`);
        continue;
      }
      if ((spec as Obj)?.condition !== 'service_healthy') problems.push(`${name}: depends_on ${dep} is not service_healthy`);
      if (!services[dep]?.healthcheck) problems.push(`${name}: depends on ${dep}, which has no healthcheck`);
    }
    const env: Obj = s.environment ?? {};
    if (name !== 'web' && !/^\$\{GATEWAY_SECRET:\?/.test(String(env.GATEWAY_SECRET ?? ''))) {
      problems.push(`${name}: GATEWAY_SECRET must be \${GATEWAY_SECRET:?...} from .env`);
    }
    for (const [key, value] of Object.entries(env)) {
      if (/SECRET|PASSWORD|PRIVATE_KEY|PUBLIC_KEY/.test(key) && !/\$\{[A-Z][A-Z0-9_]*:\?/.test(String(value))) {
        problems.push(`${name}: ${key} is written in the file instead of required from .env`);
      }
    }
    if (s.build && !existsSync(join(ROOT, s.build.context ?? '.', s.build.dockerfile ?? 'Dockerfile'))) {
      problems.push(`${name}: Dockerfile ${s.build.dockerfile} does not exist`);
    }
  }
  return problems;
}

/**
 * Problems of the Dockerfile: multi-stage on node:24-bookworm-slim, a build that reads no build argument
 * (one cached build for every image), a runtime stage with built files only, non-root, a healthcheck,
 * node started as the main process, and the build arguments compose passes.
 */
export function dockerfileProblems(text: string, where = 'Dockerfile'): string[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const problems: string[] = [];
  const stages: { from: string; name?: string; lines: string[] }[] = [];
  for (const l of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(l);
    if (from) stages.push({ from: from[1], name: from[2], lines: [] });
    else stages[stages.length - 1]?.lines.push(l);
  }
  const names = stages.map((st) => st.name).filter(Boolean);
  if (stages.length < 2) problems.push(`${where}: needs a builder and a runtime stage (found ${stages.length} FROM)`);
  // A stage starts from the Node image or from an earlier stage of this file.
  for (const st of stages) if (st.from !== NODE_IMAGE && !names.includes(st.from)) problems.push(`${where}: FROM ${st.from} is not ${NODE_IMAGE}`);
  const runtime = stages[stages.length - 1]?.lines ?? [];
  if (stages.length && stages[stages.length - 1].from !== NODE_IMAGE)
    problems.push(`${where}: the runtime stage must start from ${NODE_IMAGE} (not a build stage)`);
  const users = runtime.filter((l) => /^USER\s/i.test(l));
  const user = users.length ? users[users.length - 1].split(/\s+/)[1] : undefined;
  if (!user || /^(root|0)(:|$)/.test(user)) problems.push(`${where}: the runtime stage must end on a non-root USER`);
  if (!runtime.some((l) => /^HEALTHCHECK\s+/i.test(l) && !/NONE/i.test(l))) problems.push(`${where}: no HEALTHCHECK in the runtime stage`);
  // JSON form; a shell only to `exec` node, which then replaces it (and receives SIGTERM).
  if (!runtime.some((l) => /^CMD\s+\[("node",|"\/bin\/sh", "-c", "exec node )/.test(l))) problems.push(`${where}: CMD must exec node (JSON form)`);
  for (const step of ['npm ci', 'npm run build', 'npm prune --omit=dev']) {
    if (!lines.some((l) => /^RUN\s/i.test(l) && l.includes(step))) problems.push(`${where}: builder must run "${step}"`);
  }
  // The stage that builds must not depend on which image is built, or each image rebuilds everything.
  const build = stages.find((st) => st.lines.some((l) => /^RUN\s/i.test(l) && l.includes('npm run build')));
  if (build?.lines.some((l) => /^ARG\s/i.test(l))) problems.push(`${where}: the build stage reads a build argument`);
  const buildStages = names.filter((n) => n !== stages[stages.length - 1]?.name);
  for (const copy of runtime.filter((l) => /^COPY\s/i.test(l))) {
    const sources = copy
      .split(/\s+/)
      .filter((p) => !p.startsWith('--'))
      .slice(1, -1);
    const from = /--from=(\S+)/.exec(copy)?.[1];
    if (!from || !buildStages.includes(from)) problems.push(`${where}: runtime copies from outside the build stages: ${copy}`);
    for (const src of sources) {
      // /runtime: the files stage's gathering of package.json, dist/ and APP_FILES (checked below).
      if (!/(\/dist|\/node_modules|package(-lock)?\.json|supergraph\.graphql|^\/runtime)$/.test(src)) problems.push(`${where}: runtime copies ${src}`);
    }
  }
  const gathering = lines.filter((l) => /^RUN\s/i.test(l) && l.includes('/runtime'));
  for (const cp of gathering.flatMap((l) => [...l.matchAll(/\bcp\s+(?:-\S+\s+)?(.*?)\s+"?\/runtime/g)].map((m) => m[1]))) {
    for (const src of cp.split(/\s+/)) {
      if (!/^"?(package(-lock)?\.json|\$dir\/package\.json|\$dir\/dist|\$file)"?$/.test(src)) problems.push(`${where}: gathers ${src} for the runtime`);
    }
  }
  for (const arg of ['APP_DIR', 'APP_PORT', 'APP_MAIN', 'HEALTH_PATH', 'APP_PACKAGES', 'APP_FILES']) {
    if (!lines.some((l) => new RegExp(`^ARG\\s+${arg}\\b`).test(l))) problems.push(`${where}: no build argument ${arg}`);
  }
  return problems;
}

/**
 * Problems of one compose service's image: built from the one Dockerfile with the arguments of its
 * deployable (folder, entry point, port, health path), that port also in PORT and its healthcheck.
 */
export function buildProblems(name: string, service: Obj, expected: { dir: string; main: string; port: number; health: string }): string[] {
  const problems: string[] = [];
  const build: Obj = service?.build ?? {};
  const args: Obj = build.args ?? {};
  if (build.dockerfile !== DOCKERFILE) problems.push(`${name}: build.dockerfile is ${build.dockerfile}, not ${DOCKERFILE}`);
  if ((build.context ?? '.') !== '.') problems.push(`${name}: build.context must be the repository root`);
  if (args.APP_DIR !== expected.dir) problems.push(`${name}: build argument APP_DIR is ${args.APP_DIR}, not ${expected.dir}`);
  const main = args.APP_MAIN ?? `${args.APP_DIR}/dist/main.js`;
  if (main !== expected.main) problems.push(`${name}: entry point is ${main}, not ${expected.main}`);
  if (String(args.APP_PORT) !== String(expected.port)) problems.push(`${name}: build argument APP_PORT is ${args.APP_PORT}, not ${expected.port}`);
  if ((args.HEALTH_PATH ?? '/health') !== expected.health) problems.push(`${name}: build argument HEALTH_PATH is ${args.HEALTH_PATH}, not ${expected.health}`);
  if (String(service?.environment?.PORT) !== String(expected.port)) problems.push(`${name}: PORT is ${service?.environment?.PORT}, not ${expected.port}`);
  const probe = [].concat(service?.healthcheck?.test ?? []).join(' ');
  if (!probe.includes(`127.0.0.1:${expected.port}${expected.health}`))
    problems.push(`${name}: healthcheck does not GET 127.0.0.1:${expected.port}${expected.health}`);
  if (service?.image !== `guide-gourmand/${name}:local`) problems.push(`${name}: image is ${service?.image}, not guide-gourmand/${name}:local`);
  for (const file of String(args.APP_FILES ?? '')
    .split(/\s+/)
    .filter(Boolean)) {
    if (/(^|\/)src\//.test(file) || !existsSync(join(ROOT, dirname(file)))) problems.push(`${name}: APP_FILES ${file} is not a built file of a workspace`);
  }
  for (const dir of String(args.APP_PACKAGES ?? '')
    .split(/\s+/)
    .filter(Boolean)) {
    if (!existsSync(join(ROOT, dir, 'package.json'))) problems.push(`${name}: APP_PACKAGES ${dir} is not a workspace`);
  }
  return problems;
}

/** What a subgraph of the topology runs: its folder, dist/main.js, its port, /health. */
const subgraphImage = (s: SubgraphInfo) => ({ dir: s.dir, main: `${s.dir}/dist/main.js`, port: s.port, health: '/health' });

/**
 * Where compose and the k8s manifests disagree with the topology (services/platform/src/topology.ts):
 * each subgraph has a compose service (built for its folder, on its port), a Deployment and a Service of
 * its name on its port, and the gateway's URL variable (urlEnv) points at that service and port in both.
 * Nothing else claims to be a subgraph. `configLiterals` are those of the base's guide-config ConfigMap.
 */
export function topologyProblems(subgraphs: SubgraphInfo[], composeFile: Obj, k8sDocs: Obj[], configLiterals: string[]): string[] {
  const problems: string[] = [];
  const services: Obj = composeFile?.services ?? {};
  const gateway: Obj = services.gateway ?? {};
  const ofKind = (kind: string) => k8sDocs.filter((d) => d?.kind === kind);
  const config = new Map(configLiterals.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
  const gatewayDeployment = ofKind('Deployment').find((d) => d.metadata?.name === 'gateway');
  const gatewayEnv: Obj[] = gatewayDeployment?.spec?.template?.spec?.containers?.[0]?.env ?? [];
  for (const s of subgraphs) {
    const url = `http://${s.name}:${s.port}/graphql`;
    // compose
    const svc = services[s.name];
    if (!svc) problems.push(`compose: no service ${s.name}`);
    else problems.push(...buildProblems(s.name, svc, subgraphImage(s)).map((p) => `compose: ${p}`));
    if (gateway.environment?.[s.urlEnv] !== url) problems.push(`compose: gateway ${s.urlEnv} is ${gateway.environment?.[s.urlEnv]}, not ${url}`);
    if (!gateway.depends_on?.[s.name]) problems.push(`compose: gateway does not wait for ${s.name}`);
    // k8s
    const deployment = ofKind('Deployment').find((d) => d.metadata?.name === s.name);
    const container = deployment?.spec?.template?.spec?.containers?.[0];
    if (!deployment) problems.push(`k8s: no Deployment ${s.name}`);
    else {
      if (container?.ports?.[0]?.containerPort !== s.port)
        problems.push(`k8s: Deployment ${s.name} containerPort is ${container?.ports?.[0]?.containerPort}, not ${s.port}`);
      const port = (container?.env ?? []).find((e: Obj) => e.name === 'PORT')?.value;
      if (port !== String(s.port)) problems.push(`k8s: Deployment ${s.name} PORT is ${port}, not ${s.port}`);
      if (container?.image !== `guide-gourmand/${s.name}`)
        problems.push(`k8s: Deployment ${s.name} image is ${container?.image}, not guide-gourmand/${s.name}`);
      if (deployment.spec?.template?.metadata?.labels?.['app.kubernetes.io/component'] !== 'subgraph')
        problems.push(`k8s: Deployment ${s.name} pods are not labelled component subgraph (network policy)`);
    }
    const service = ofKind('Service').find((d) => d.metadata?.name === s.name);
    if (!service) problems.push(`k8s: no Service ${s.name}`);
    else if (service.spec?.ports?.[0]?.port !== s.port) problems.push(`k8s: Service ${s.name} port is ${service.spec?.ports?.[0]?.port}, not ${s.port}`);
    const ref = gatewayEnv.find((e) => e.name === s.urlEnv);
    const value = ref?.value ?? (ref?.valueFrom?.configMapKeyRef ? config.get(ref.valueFrom.configMapKeyRef.key) : undefined);
    if (!ref) problems.push(`k8s: gateway has no ${s.urlEnv}`);
    else if (value !== url) problems.push(`k8s: gateway ${s.urlEnv} is ${value}, not ${url}`);
  }
  const names = new Set(subgraphs.map((s) => s.name));
  for (const [name, svc] of Object.entries(services)) {
    if (/^services\//.test(String((svc as Obj)?.build?.args?.APP_DIR ?? '')) && !names.has(name))
      problems.push(`compose: service ${name} builds a subgraph that is not in the topology`);
  }
  for (const d of ofKind('Deployment')) {
    if (d.spec?.template?.metadata?.labels?.['app.kubernetes.io/component'] === 'subgraph' && !names.has(d.metadata?.name)) {
      problems.push(`k8s: Deployment ${d.metadata?.name} is a subgraph that is not in the topology`);
    }
  }
  return problems;
}

/** Variables compose interpolates, and malformed interpolations. */
function interpolations(text: string): { names: Set<string>; malformed: string[] } {
  const names = new Set<string>();
  const malformed: string[] = [];
  const body = text.replace(/\$\$/g, ''); // $$ is a literal $
  for (const m of body.matchAll(/\$\{([^}]*)\}/g)) {
    const ok = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])(.*))?$/.exec(m[1]);
    if (!ok || ok[3]?.includes('{')) malformed.push(m[0]);
    else names.add(ok[1]);
  }
  for (const m of body.matchAll(/\$(?!\{)[A-Za-z_]/g)) malformed.push(`bare ${m[0]} (write $$ for a literal $)`);
  return { names, malformed };
}

function documentedVariables(): Set<string> {
  return new Set([...read('.env.example').matchAll(/^#?\s?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
}

// ------------------------------------------------------------------------------------ compose

/** The subgraphs that keep files through the media port (ADR 0008): S3 outside one machine. */
const MEDIA_SERVICES = ['catalog-guide', 'cms', 'contest'];

describe('docker-compose.yml', () => {
  it('has the infra services and a healthchecked, health-ordered service per deployable', () => {
    expect(composeProblems(compose())).toEqual([]);
  });

  it('gateway waits for every subgraph, web for the gateway; ports 4000 and 3000', () => {
    const { services } = compose();
    expect(Object.keys(services.gateway.depends_on).sort()).toEqual([...SUBGRAPHS].sort());
    expect(Object.keys(services.web.depends_on)).toEqual(['gateway']);
    expect(services.gateway.ports).toContain('${GATEWAY_PORT:-4000}:4000');
    expect(services.web.ports).toContain('${WEB_PORT:-3000}:3000');
    expect(services.maildev.ports).toEqual(['${MAIL_WEB_PORT:-1080}:1080', '${MAIL_SMTP_PORT:-1025}:1025']);
    expect(services.web.environment.GATEWAY_URL).toBe('http://gateway:4000/graphql');
  });

  it('the gateway trusts X-Forwarded-For from the web server only (its fixed address)', () => {
    const c = compose();
    const webAddress = c.services.web.networks.default.ipv4_address;
    expect(c.services.gateway.environment.TRUSTED_PROXIES).toBe(`${webAddress}/32`);
    expect(c.networks.default.ipam.config[0].subnet).toBe('172.28.0.0/24');
    expect(webAddress.startsWith('172.28.0.')).toBe(true);
  });

  it('runs Kafka in KRaft mode, OpenSearch single-node, one Postgres with six databases', () => {
    const { services } = compose();
    expect(services.kafka.environment.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    expect(services.opensearch.environment['discovery.type']).toBe('single-node');
    expect(services.postgres.volumes.some((v: string) => v.startsWith('./infra/docker/postgres-init.sql:/docker-entrypoint-initdb.d/'))).toBe(true);
    const sql = read('infra/docker/postgres-init.sql');
    for (const db of DATABASES) expect(sql).toMatch(new RegExp(`CREATE DATABASE ${db};`));
    SUBGRAPHS.forEach((s, i) => {
      expect(services[s].environment.DATABASE_URL).toMatch(new RegExp(`@postgres:5432/${DATABASES[i]}$`));
      expect(services[s].environment.KAFKA_BROKERS).toBe('kafka:9092');
      expect(services[s].environment.EVENTS_DATABASE_URL).toBeUndefined();
    });
    expect(services['catalog-guide'].environment.OPENSEARCH_URL).toBe('http://opensearch:9200');
  });

  it('the services that store media (catalog-guide, cms, contest) keep it in MinIO through the S3 adapter, once the bucket and its key exist', () => {
    const { services } = compose();
    for (const name of MEDIA_SERVICES) {
      const env = services[name].environment;
      expect(env).toMatchObject({ MEDIA_STORAGE: 's3', S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'guide-media', S3_FORCE_PATH_STYLE: 'true' });
      expect(env.S3_ACCESS_KEY_ID).toMatch(/^\$\{S3_ACCESS_KEY_ID:\?/);
      expect(env.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{S3_SECRET_ACCESS_KEY:\?/);
      expect(services[name].depends_on['minio-init']).toEqual({ condition: 'service_completed_successfully' });
    }
    expect(services['minio-init'].depends_on.minio).toEqual({ condition: 'service_healthy' });
    const script = services['minio-init'].command.join('\n');
    expect(script).toContain('mc mb --ignore-existing local/guide-media');
    expect(script).toMatch(/mc admin user add local "\$\$S3_ACCESS_KEY_ID"/);
    expect(services.minio.environment.MINIO_ROOT_PASSWORD).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?/);
    // The services never hold MinIO's administrator.
    for (const name of MEDIA_SERVICES) expect(Object.keys(services[name].environment).filter((k) => k.startsWith('MINIO_'))).toEqual([]);
  });

  it('interpolates only well-formed variables, each documented in .env.example', () => {
    const { names, malformed } = interpolations(read('docker-compose.yml'));
    expect(malformed).toEqual([]);
    const documented = documentedVariables();
    expect([...names].filter((n) => !documented.has(n))).toEqual([]);
  });

  it('passes `docker compose config` with the secrets set, and refuses to run without them', () => {
    const hasDocker = onPath('docker');
    const plugin = hasDocker && spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;
    if (!plugin) {
      console.warn(
        `NOTE: ${hasDocker ? 'the docker CLI has no compose plugin' : 'no docker CLI on PATH'}; ` +
          'docker-compose.yml was checked as YAML only (`docker compose config -q` skipped).',
      );
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), 'guide-compose-'));
    const emptyEnvFile = join(dir, 'empty.env'); // ignore a developer's own .env
    writeFileSync(emptyEnvFile, '');
    const base: NodeJS.ProcessEnv = { ...process.env };
    for (const v of [
      'GATEWAY_SECRET',
      'POSTGRES_PASSWORD',
      'JWT_PRIVATE_KEY',
      'JWT_PUBLIC_KEY',
      'MINIO_ROOT_USER',
      'MINIO_ROOT_PASSWORD',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ])
      delete base[v];
    const run = (env: NodeJS.ProcessEnv) =>
      spawnSync('docker', ['compose', '--env-file', emptyEnvFile, '-f', 'docker-compose.yml', 'config', '-q'], { cwd: ROOT, env, encoding: 'utf8' });
    const secrets = {
      GATEWAY_SECRET: 'dummy-gateway-secret',
      POSTGRES_PASSWORD: 'dummy-password',
      JWT_PRIVATE_KEY: 'dummy-private-key',
      JWT_PUBLIC_KEY: 'dummy-public-key',
      MINIO_ROOT_USER: 'dummy-minio-admin',
      MINIO_ROOT_PASSWORD: 'dummy-minio-password',
      S3_ACCESS_KEY_ID: 'dummy-media-key',
      S3_SECRET_ACCESS_KEY: 'dummy-media-secret',
    };
    const ok = run({ ...base, ...secrets });
    expect(`${ok.status} ${ok.stderr}`).toBe('0 ');
    const { GATEWAY_SECRET: _omitted, ...withoutGatewaySecret } = secrets;
    const refused = run({ ...base, ...withoutGatewaySecret });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('GATEWAY_SECRET');
  });
});

// ------------------------------------------------------------------------------------ Dockerfiles

describe('the Dockerfile', () => {
  it(`is the only one: multi-stage, ${NODE_IMAGE}, one shared build, built files only, non-root, healthcheck`, () => {
    expect(dockerfileProblems(read(DOCKERFILE), DOCKERFILE)).toEqual([]);
    // No per-deployable copy creeps back in.
    const dockerfiles = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
        if (e.isDirectory()) return ['node_modules', 'dist', '.git', '.data', '.nx'].includes(e.name) ? [] : dockerfiles(join(dir, e.name));
        return /Dockerfile/i.test(e.name) ? [join(dir, e.name)] : [];
      });
    expect(dockerfiles('.')).toEqual([DOCKERFILE]);
  });

  it('every deployable is built from it with its own folder, entry point, port and health path', () => {
    const { services } = compose();
    const expected = { ...Object.fromEntries(TOPOLOGY.map((s) => [s.name, subgraphImage(s)])), ...EDGE };
    expect(APPS.flatMap((name) => buildProblems(name, services[name], expected[name]))).toEqual([]);
    for (const app of Object.values(expected)) expect(existsSync(join(ROOT, app.main.replace('/dist/', '/src/').replace(/\.js$/, '.ts')))).toBe(true);
    expect(services.gateway.build.args.APP_FILES).toBe('gateway/supergraph.graphql');
    expect(services.web.build.args.APP_PACKAGES.split(' ').sort()).toEqual(['frontends/admin', 'frontends/storefront']);
  });

  it('.dockerignore keeps host builds, data and git out of the context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const entry of ['**/node_modules', '**/dist', '.data', '.git', 'test-results', 'coverage', '.env']) expect(ignored).toContain(entry);
  });
});

// ------------------------------------------------------------------------------------ k8s

const k8sFiles = () => yamlFiles(join(ROOT, 'k8s'));
const k8sDocs = () => k8sFiles().flatMap((f) => parseDocs(readFileSync(f, 'utf8'), relative(ROOT, f)).map((doc) => ({ file: relative(ROOT, f), doc })));
const configLiterals = (): string[] => parse(read('k8s/base/kustomization.yaml')).configMapGenerator[0].literals;

describe('the topology (services/platform/src/topology.ts) is what compose and k8s run', () => {
  it('every subgraph has a compose service and a Deployment and Service on its port, and the gateway URL variables point at them', () => {
    expect(
      topologyProblems(
        TOPOLOGY,
        compose(),
        k8sDocs().map((d) => d.doc),
        configLiterals(),
      ),
    ).toEqual([]);
  });

  it('every image of the base is renamed by both overlays', () => {
    const images = k8sDocs()
      .filter((d) => d.doc.kind === 'Deployment')
      .map((d) => d.doc.spec.template.spec.containers[0].image)
      .sort();
    expect(images).toEqual(APPS.map((a) => `guide-gourmand/${a}`).sort());
    for (const overlay of ['dev', 'production']) {
      const named = (parse(read(`k8s/overlays/${overlay}/kustomization.yaml`)).images ?? []).map((i: Obj) => i.name).sort();
      expect(named).toEqual(images);
    }
  });
});

describe('k8s manifests', () => {
  const files = k8sFiles();
  const docs = k8sDocs();
  const ofKind = (kind: string) => docs.filter((d) => d.doc.kind === kind).map((d) => d.doc);

  it('has a base and the dev and production overlays, every listed resource on disk', () => {
    for (const dir of ['k8s/base', 'k8s/overlays/dev', 'k8s/overlays/production']) {
      const k = parse(read(`${dir}/kustomization.yaml`));
      for (const r of k.resources ?? []) expect(existsSync(join(ROOT, dir, r))).toBe(true);
    }
    expect(ofKind('Namespace').map((n) => n.metadata.name)).toEqual(['guide-gourmand']);
  });

  it('the gateway and the web server know which proxies may set X-Forwarded-For', () => {
    const envOf = (name: string) =>
      ofKind('Deployment')
        .find((d) => d.metadata.name === name)!
        .spec.template.spec.containers[0].env.map((e: Obj) => e.name);
    expect(envOf('gateway')).toContain('TRUSTED_PROXIES');
    expect(envOf('web')).toContain('WEB_TRUSTED_PROXIES');
  });

  it('the services that store media keep it in S3 (read-only pods): settings from guide-config, the key pair from guide-secrets', () => {
    for (const service of MEDIA_SERVICES) {
      const env: Obj[] = ofKind('Deployment').find((d) => d.metadata.name === service)!.spec.template.spec.containers[0].env;
      const from = (name: string) => env.find((e) => e.name === name)?.valueFrom;
      for (const name of ['MEDIA_STORAGE', 'S3_ENDPOINT', 'S3_REGION', 'S3_BUCKET', 'S3_FORCE_PATH_STYLE'])
        expect(from(name)?.configMapKeyRef?.name).toBe('guide-config');
      for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(from(name)?.secretKeyRef?.name).toBe('guide-secrets');
    }
    const literals: string[] = parse(read('k8s/base/kustomization.yaml')).configMapGenerator[0].literals;
    expect(literals).toContain('MEDIA_STORAGE=s3');
  });

  it('has a Deployment and a Service per deployable', () => {
    expect(
      ofKind('Deployment')
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual([...APPS].sort());
    for (const d of ofKind('Deployment')) {
      const svc = ofKind('Service').find((s) => s.metadata.name === d.metadata.name);
      expect(svc?.spec.selector).toEqual(d.spec.selector.matchLabels);
      expect(svc?.spec.ports[0].port).toBe(d.spec.template.spec.containers[0].ports[0].containerPort);
    }
  });

  it('every Deployment has probes, resources, runAsNonRoot and secrets by reference', () => {
    expect(ofKind('Deployment').flatMap(deploymentProblems)).toEqual([]);
  });

  it('autoscales the gateway and catalog-guide (autoscaling/v2), which leave replicas to the HPA', () => {
    const hpas = ofKind('HorizontalPodAutoscaler');
    expect(hpas.every((h) => h.apiVersion === 'autoscaling/v2')).toBe(true);
    expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual(['catalog-guide', 'gateway']);
    for (const h of hpas) {
      expect(ofKind('Deployment').find((d) => d.metadata.name === h.spec.scaleTargetRef.name)?.spec.replicas).toBeUndefined();
    }
  });

  it('commits no Secret with data, and documents every key of guide-secrets', () => {
    const secrets = docs.filter((d) => d.doc.kind === 'Secret' && (d.doc.data || d.doc.stringData));
    expect(secrets.map((s) => s.file)).toEqual([]);
    const kustomizations = files.filter((f) => /kustomization\.ya?ml$/.test(f)).map((f) => parse(readFileSync(f, 'utf8')));
    expect(kustomizations.filter((k) => k.secretGenerator)).toEqual([]);
    const keys = new Set<string>();
    for (const d of ofKind('Deployment')) {
      for (const c of d.spec.template.spec.containers) for (const e of c.env ?? []) if (e.valueFrom?.secretKeyRef) keys.add(e.valueFrom.secretKeyRef.key);
    }
    const readme = read('k8s/README.md');
    expect(readme).toMatch(/kubectl( -n \S+)? create secret generic guide-secrets/);
    expect([...keys].filter((k) => !readme.includes(`--from-literal=${k}=`) && !readme.includes(`--from-file=${k}=`))).toEqual([]);
  });

  it('reads only ConfigMap keys the base defines', () => {
    const base = parse(read('k8s/base/kustomization.yaml'));
    const defined = new Set<string>(base.configMapGenerator[0].literals.map((l: string) => l.split('=')[0]));
    const missing: string[] = [];
    for (const d of ofKind('Deployment')) {
      for (const c of d.spec.template.spec.containers) {
        for (const e of c.env ?? []) {
          const ref = e.valueFrom?.configMapKeyRef;
          if (ref && !ref.optional && !defined.has(ref.key)) missing.push(`${d.metadata.name}: ${ref.key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('routes / of the Ingress to web', () => {
    const [ingress] = ofKind('Ingress');
    const path = ingress.spec.rules[0].http.paths.find((p: Obj) => p.path === '/');
    expect(path.backend.service.name).toBe('web');
  });

  it.each(['dev', 'production'])('overlay %s renders with kubectl kustomize and keeps every guarantee', (overlay) => {
    if (!onPath('kubectl')) {
      console.warn(`NOTE: no kubectl on PATH; overlay ${overlay} was not rendered (source manifests were checked).`);
      return;
    }
    const out = spawnSync('kubectl', ['kustomize', join(ROOT, 'k8s', 'overlays', overlay)], { encoding: 'utf8' });
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    const rendered = parseDocs(out.stdout, overlay);
    const deployments = rendered.filter((d) => d.kind === 'Deployment');
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual([...APPS].sort());
    expect(deployments.flatMap(deploymentProblems)).toEqual([]);
    expect(rendered.filter((d) => d.kind === 'Secret')).toEqual([]);
    expect(
      rendered
        .filter((d) => d.kind === 'HorizontalPodAutoscaler')
        .map((h) => h.spec.scaleTargetRef.name)
        .sort(),
    ).toEqual(['catalog-guide', 'gateway']);
    const namespaces = new Set(rendered.filter((d) => d.kind !== 'Namespace').map((d) => d.metadata.namespace));
    expect(namespaces.size).toBe(1);
  });
});

// ------------------------------------------------------------------------------------ docs and env

describe('.env.example and docs', () => {
  it('documents every variable of every way to run', () => {
    const required = [
      'PORT',
      'DATABASE_URL',
      'GATEWAY_SECRET',
      'KAFKA_BROKERS',
      'EVENTS_DATABASE_URL',
      'LOG_LEVEL',
      'NODE_ENV',
      'OPENSEARCH_URL',
      'JWT_PRIVATE_KEY',
      'JWT_PUBLIC_KEY',
      'SMTP_URL',
      'PUBLIC_WEB_URL',
      'GATEWAY_URL',
      'MAP_TILE_URL',
      'IDENTITY_URL',
      'CATALOG_GUIDE_URL',
      'COMMERCE_URL',
      'CMS_URL',
      'SUPPORT_TICKETS_URL',
      'CONTEST_URL',
      'WEB_PORT',
      'GATEWAY_PORT',
      'MAIL_WEB_PORT',
      'MAIL_SMTP_PORT',
      'EMBEDDED_PG_PORT',
      'DATA_DIR',
    ];
    const documented = documentedVariables();
    expect(required.filter((v) => !documented.has(v))).toEqual([]);
    // each variable line has a comment right above it
    const lines = read('.env.example').split('\n');
    const uncommented = lines
      .map((l, i) => ({ l, prev: lines[i - 1] ?? '' }))
      .filter(({ l }) => /^[A-Z][A-Z0-9_]*=/.test(l))
      .filter(({ prev }) => !prev.startsWith('#') && !/^[A-Z][A-Z0-9_]*=/.test(prev))
      .map(({ l }) => l);
    expect(uncommented).toEqual([]);
  });

  it('holds no secret value, and .env stays out of git', () => {
    const values = Object.fromEntries([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]));
    for (const key of ['GATEWAY_SECRET', 'POSTGRES_PASSWORD', 'JWT_PRIVATE_KEY', 'JWT_PUBLIC_KEY']) expect(values[key]).toBe('');
    expect(
      read('.gitignore')
        .split('\n')
        .map((l) => l.trim()),
    ).toContain('.env');
  });

  it.each(['docs/decisions/0003-deployment.md', 'infra/docker/README.md', 'k8s/README.md'])('%s exists', (path) => {
    expect(read(path).length).toBeGreaterThan(500);
  });
});

// ------------------------------------------------------------------------------------ the checks fail

describe('the checkers catch broken files', () => {
  it('a Deployment without probes, limits or non-root, with an inline secret', () => {
    const bad = {
      metadata: { name: 'gateway' },
      spec: {
        template: {
          spec: { containers: [{ name: 'gateway', resources: { requests: { cpu: '1', memory: '1Gi' } }, env: [{ name: 'GATEWAY_SECRET', value: 'x' }] }] },
        },
      },
    };
    const problems = deploymentProblems(bad).join('\n');
    for (const p of ['readinessProbe', 'livenessProbe', 'resources.limits', 'runAsNonRoot', 'GATEWAY_SECRET must come from a secretKeyRef'])
      expect(problems).toContain(p);
  });

  it('a liveness probe that follows the database, or a TCP one', () => {
    const container = (livenessProbe: Obj) => ({ name: 'identity', readinessProbe: { httpGet: { path: '/health' } }, livenessProbe });
    const deployment = (livenessProbe: Obj) => ({ metadata: { name: 'identity' }, spec: { template: { spec: { containers: [container(livenessProbe)] } } } });
    expect(deploymentProblems(deployment({ httpGet: { path: '/health' } })).join('\n')).toContain('livenessProbe must GET /health/live');
    expect(deploymentProblems(deployment({ tcpSocket: { port: 'http' } })).join('\n')).toContain('livenessProbe must GET /health/live');
    expect(deploymentProblems(deployment({ httpGet: { path: '/health/live' } })).join('\n')).not.toContain('livenessProbe');
  });

  it('a compose file missing infra, healthchecks and health ordering, with a literal secret', () => {
    const file = compose();
    delete file.services.kafka;
    delete file.services.gateway.healthcheck;
    file.services.web.depends_on = { gateway: { condition: 'service_started' } };
    file.services.commerce.environment.GATEWAY_SECRET = 'literal';
    file.services['catalog-guide'].depends_on['minio-init'] = { condition: 'service_started' };
    file.services['catalog-guide'].environment.S3_SECRET_ACCESS_KEY = 'literal';
    const problems = composeProblems(file).join('\n');
    for (const p of [
      'missing infra service kafka',
      'gateway: no healthcheck',
      'web: depends_on gateway is not service_healthy',
      'commerce: GATEWAY_SECRET must be',
      'catalog-guide: depends_on one-shot minio-init is not service_completed_successfully',
      'catalog-guide: S3_SECRET_ACCESS_KEY is written in the file',
    ]) {
      expect(problems).toContain(p);
    }
  });

  it('a single-stage root Dockerfile, and one copying sources into the runtime', () => {
    expect(dockerfileProblems('FROM node:20\nCOPY . .\nRUN npm ci\nCMD ["node", "main.js"]').join('\n')).toMatch(
      /builder and a runtime stage[\s\S]*non-root USER[\s\S]*HEALTHCHECK/,
    );
    const leaky = read(DOCKERFILE).replace('USER node', 'COPY --from=build /app/gateway/src gateway/src\nUSER root');
    const problems = dockerfileProblems(leaky).join('\n');
    expect(problems).toContain('runtime copies /app/gateway/src');
    expect(problems).toContain('non-root USER');
  });

  it('an old Node, a build that depends on the image, sources gathered, a CMD through a shell', () => {
    const text = read(DOCKERFILE)
      .replaceAll(NODE_IMAGE, 'node:20-bookworm-slim')
      .replace('RUN npm run build', 'ARG APP_DIR\nRUN npm run build')
      .replace('cp -R "$dir/dist"', 'cp -R "$dir/src"')
      .replace('CMD ["/bin/sh", "-c", "exec node \\"$APP_MAIN\\""]', 'CMD node "$APP_MAIN"');
    const problems = dockerfileProblems(text).join('\n');
    for (const p of [
      'FROM node:20-bookworm-slim is not node:24-bookworm-slim',
      'the build stage reads a build argument',
      'gathers "$dir/src"',
      'CMD must exec node',
    ]) {
      expect(problems).toContain(p);
    }
  });

  it('compose or k8s disagreeing with the topology: a missing subgraph, a port or URL that differs', () => {
    const file = compose();
    const docs = k8sDocs().map((d) => d.doc);
    const literals = configLiterals();
    expect(topologyProblems(TOPOLOGY, file, docs, literals)).toEqual([]);
    // compose
    delete file.services.cms;
    delete file.services.gateway.depends_on.cms;
    file.services.commerce.environment.PORT = 4999;
    file.services.contest.build.args.APP_PORT = '4999';
    file.services.identity.build.args.APP_DIR = 'services/catalog-guide';
    file.services.gateway.environment.SUPPORT_TICKETS_URL = 'http://support-tickets:4999/graphql';
    file.services.rogue = { build: { dockerfile: DOCKERFILE, args: { APP_DIR: 'services/rogue', APP_PORT: '4199' } } };
    // k8s
    const doc = (kind: string, name: string) => docs.find((d) => d.kind === kind && d.metadata.name === name)!;
    docs.splice(docs.indexOf(doc('Deployment', 'contest')), 1);
    docs.splice(docs.indexOf(doc('Service', 'identity')), 1);
    doc('Service', 'commerce').spec.ports[0].port = 4999;
    doc('Deployment', 'catalog-guide').spec.template.spec.containers[0].ports[0].containerPort = 4999;
    const gatewayEnv: Obj[] = doc('Deployment', 'gateway').spec.template.spec.containers[0].env;
    gatewayEnv.splice(
      gatewayEnv.findIndex((e) => e.name === 'CMS_URL'),
      1,
    );
    const badLiterals = literals.map((l) => (l.startsWith('IDENTITY_URL=') ? 'IDENTITY_URL=http://identity:4999/graphql' : l));
    // a subgraph added to the topology only
    const topology = [...TOPOLOGY, { name: 'reviews', dir: 'services/reviews', port: 4107, urlEnv: 'REVIEWS_URL' }];
    const problems = topologyProblems(topology, file, docs, badLiterals).join('\n');
    for (const p of [
      'compose: no service cms',
      'compose: gateway does not wait for cms',
      'compose: commerce: PORT is 4999, not 4103',
      'compose: contest: build argument APP_PORT is 4999, not 4106',
      'compose: identity: build argument APP_DIR is services/catalog-guide, not services/identity',
      'compose: gateway SUPPORT_TICKETS_URL is http://support-tickets:4999/graphql, not http://support-tickets:4105/graphql',
      'compose: service rogue builds a subgraph that is not in the topology',
      'compose: no service reviews',
      'compose: gateway REVIEWS_URL is undefined',
      'k8s: no Deployment contest',
      'k8s: no Service identity',
      'k8s: Service commerce port is 4999, not 4103',
      'k8s: Deployment catalog-guide containerPort is 4999, not 4102',
      'k8s: gateway has no CMS_URL',
      'k8s: gateway IDENTITY_URL is http://identity:4999/graphql, not http://identity:4101/graphql',
      'k8s: no Deployment reviews',
      'k8s: no Service reviews',
      'k8s: gateway has no REVIEWS_URL',
    ]) {
      expect(problems).toContain(p);
    }
    // and a subgraph removed from the topology but still deployed
    const fewer = topologyProblems(
      TOPOLOGY.filter((s) => s.name !== 'contest'),
      compose(),
      k8sDocs().map((d) => d.doc),
      literals,
    ).join('\n');
    expect(fewer).toContain('compose: service contest builds a subgraph that is not in the topology');
    expect(fewer).toContain('k8s: Deployment contest is a subgraph that is not in the topology');
  });

  it('a malformed or undocumented interpolation', () => {
    const { names, malformed } = interpolations('a: ${MAP_TILE_URL:-https://x/{z}/{x}.png}\nb: $HOME\nc: $${LITERAL}\nd: ${NEW_VAR:?x}');
    expect(malformed).toHaveLength(2);
    expect(names.has('NEW_VAR')).toBe(true);
    expect(names.has('LITERAL')).toBe(false);
  });
});
