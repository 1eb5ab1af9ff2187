/**
 * k8s/ against the Kubernetes API's schemas (the `kubernetes-models` package from the npm registry: the
 * OpenAPI schemas of Kubernetes 1.27 compiled to validators), without a cluster or the network: the base
 * as written, and each overlay rendered here the way kustomize does what our overlays use (namespace,
 * images, replicas, the merged ConfigMap, JSON 6902 patches), so a patch that breaks an object is caught
 * too. deploy.spec.ts renders with the real `kubectl kustomize` when it is installed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

type Obj = Record<string, any>;
const ROOT = join(__dirname, '..', '..');
const VALIDATOR = join(__dirname, 'validate-k8s.mjs');

/** Problems of each object (`where` names it in messages), from the ES-module validator in a child process. */
export function schemaProblems(entries: { where: string; doc: Obj }[]): string[] {
  const out = spawnSync(process.execPath, [VALIDATOR], { cwd: ROOT, input: JSON.stringify(entries), encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`validate-k8s.mjs failed: ${out.stderr}`);
  return JSON.parse(out.stdout) as string[];
}

const docsOf = (file: string): Obj[] => parseAllDocuments(readFileSync(file, 'utf8')).flatMap((d) => (d.toJS() ? [d.toJS() as Obj] : []));

/** Applies one JSON 6902 operation (add, replace, remove: the ones our overlays use). */
function applyOperation(doc: Obj, op: { op: string; path: string; value?: unknown }): void {
  const keys = op.path
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop()!;
  let parent: any = doc;
  for (const k of keys) {
    if (parent[k] === undefined) throw new Error(`patch path ${op.path}: ${k} does not exist`);
    parent = parent[k];
  }
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    if (op.op === 'add') parent.splice(index, 0, op.value);
    else if (op.op === 'replace') parent[index] = op.value;
    else if (op.op === 'remove') parent.splice(index, 1);
    else throw new Error(`unsupported patch op ${op.op}`);
    return;
  }
  if (op.op === 'replace' && !(last in parent)) throw new Error(`patch path ${op.path}: nothing to replace`);
  if (op.op === 'add' || op.op === 'replace') parent[last] = op.value;
  else if (op.op === 'remove') delete parent[last];
  else throw new Error(`unsupported patch op ${op.op}`);
}

/** A kustomization's objects (resources recursively, then its own transformations), each with its source file. */
export function render(dir: string): { where: string; doc: Obj }[] {
  const k = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as Obj;
  const entries: { where: string; doc: Obj }[] = [];
  for (const r of k.resources ?? []) {
    const path = join(dir, r);
    if (r.endsWith('.yaml') || r.endsWith('.yml')) entries.push(...docsOf(path).map((doc) => ({ where: relative(ROOT, path), doc })));
    else entries.push(...render(path));
  }
  for (const g of k.configMapGenerator ?? []) {
    const data = Object.fromEntries((g.literals as string[]).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
    const existing = entries.find((e) => e.doc.kind === 'ConfigMap' && e.doc.metadata.name === g.name);
    if (g.behavior === 'merge') {
      if (!existing) throw new Error(`${dir}: configMapGenerator merges into ${g.name}, which the resources do not generate`);
      Object.assign(existing.doc.data, data);
    } else
      entries.push({ where: relative(ROOT, join(dir, 'kustomization.yaml')), doc: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: g.name }, data } });
  }
  for (const p of k.patches ?? []) {
    const targets = entries.filter((e) => e.doc.kind === p.target.kind && (!p.target.name || e.doc.metadata.name === p.target.name));
    if (!targets.length) throw new Error(`${dir}: a patch targets no object (${JSON.stringify(p.target)})`);
    for (const t of targets) for (const op of parse(p.patch) as Obj[]) applyOperation(t.doc, op as { op: string; path: string });
  }
  const podSpecs = (doc: Obj): Obj[] => [doc.spec?.template?.spec, doc.spec?.jobTemplate?.spec?.template?.spec].filter(Boolean);
  for (const e of entries) {
    if (k.namespace && e.doc.kind !== 'Namespace') e.doc.metadata.namespace = k.namespace;
    for (const spec of podSpecs(e.doc)) {
      for (const c of spec.containers ?? []) {
        const image = (k.images ?? []).find((i: Obj) => i.name === c.image.split(':')[0]);
        if (image) c.image = `${image.newName ?? image.name}:${image.newTag ?? 'latest'}`;
      }
    }
    const replicas = (k.replicas ?? []).find((r: Obj) => r.name === e.doc.metadata.name && e.doc.kind === 'Deployment');
    if (replicas) e.doc.spec.replicas = replicas.count;
  }
  return entries;
}

const BASE = join(ROOT, 'k8s', 'base');
const OVERLAYS = ['dev', 'production'];

describe('k8s/ passes the Kubernetes API schemas', () => {
  it('every object of the base', () => {
    const entries = render(BASE);
    expect(entries.length).toBeGreaterThan(15);
    expect(schemaProblems(entries)).toEqual([]);
  });

  it.each(OVERLAYS)('every object of overlay %s, rendered', (overlay) => {
    const entries = render(join(ROOT, 'k8s', 'overlays', overlay));
    expect(new Set(entries.map((e) => e.doc.metadata.namespace))).toEqual(new Set([overlay === 'dev' ? 'guide-gourmand-dev' : 'guide-gourmand', undefined]));
    expect(schemaProblems(entries)).toEqual([]);
  });

  it('catches what the API server would refuse', () => {
    const [deployment] = render(BASE).filter((e) => e.doc.kind === 'Deployment');
    const broken = structuredClone(deployment.doc);
    broken.spec.template.spec.containers[0].ports[0].containerPort = '4101'; // a string
    delete broken.spec.selector; // required
    broken.spec.template.spec.containers[0].livenessProbe.httpGet.port = { name: 'http' }; // neither number nor name
    const problems = schemaProblems([
      { where: 'broken.yaml', doc: broken },
      { where: 'typo.yaml', doc: { apiVersion: 'apps/v1', kind: 'Deployemnt', metadata: { name: 'x' } } },
      { where: 'cron.yaml', doc: { apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'b' }, spec: { schedule: 3 } } },
    ]).join('\n');
    expect(problems).toContain('/spec/template/spec/containers/0/ports/0/containerPort');
    expect(problems).toMatch(/broken\.yaml: Deployment \S+: \/spec .*selector/);
    expect(problems).toContain('livenessProbe/httpGet/port');
    expect(problems).toContain('typo.yaml: Deployemnt x: unknown apiVersion/kind');
    expect(problems).toContain('cron.yaml: CronJob b: /spec');
  });
});

describe('graceful shutdown and backups in the cluster', () => {
  const entries = render(BASE);
  const ofKind = (kind: string) => entries.filter((e) => e.doc.kind === kind).map((e) => e.doc);

  it('gives every pod more time than its preStop pause plus the process’s own drain bound (20 s)', () => {
    for (const d of ofKind('Deployment')) {
      const pod = d.spec.template.spec;
      const pause = Number(pod.containers[0].lifecycle?.preStop?.exec?.command?.[1] ?? 0);
      expect({ name: d.metadata.name, enough: pod.terminationGracePeriodSeconds >= pause + 20 }).toEqual({ name: d.metadata.name, enough: true });
    }
  });

  it('runs `backup` nightly into a volume, one at a time, with every subgraph database from guide-secrets', () => {
    const [cron] = ofKind('CronJob');
    expect(cron.metadata.name).toBe('backup');
    expect(cron.spec.concurrencyPolicy).toBe('Forbid');
    const pod = cron.spec.jobTemplate.spec.template.spec;
    const [container] = pod.containers;
    expect(container.command.slice(0, 4)).toEqual(['node', 'infra/dist/backup/cli.js', 'backup', container.volumeMounts[0].mountPath]);
    const claim = pod.volumes.find((v: Obj) => v.name === container.volumeMounts[0].name).persistentVolumeClaim.claimName;
    expect(ofKind('PersistentVolumeClaim').map((p) => p.metadata.name)).toContain(claim);
    // The same database variables as the subgraphs' Deployments read.
    const secretKeys = (containers: Obj[]) =>
      containers.flatMap((c) => (c.env ?? []).map((e: Obj) => e.valueFrom?.secretKeyRef?.key)).filter((k: string) => k?.endsWith('_DATABASE_URL'));
    const deployed = ofKind('Deployment').flatMap((d) => secretKeys(d.spec.template.spec.containers));
    expect(secretKeys([container]).sort()).toEqual([...new Set(deployed)].sort());
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(container.securityContext.allowPrivilegeEscalation).toBe(false);
    expect(readFileSync(join(ROOT, 'k8s', 'README.md'), 'utf8')).toMatch(/cronjob\/backup[\s\S]*restore/);
  });
});
