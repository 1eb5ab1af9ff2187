// Validates Kubernetes objects against the API's JSON schemas (the `kubernetes-models` package: the
// OpenAPI schemas of Kubernetes 1.27, compiled to validators; no cluster, no network). Reads a JSON array
// of objects on stdin, writes a JSON array of problems ("<where>: <path> <message>") on stdout.
// A separate ES module because the package ships ES modules only; k8s-schema.spec.ts runs it.
const CUSTOM_KINDS = new Set([
  // Prometheus Operator resources (CRDs): no schema in kubernetes-models; checked for their shape only.
  'monitoring.coreos.com/v1/ServiceMonitor',
  'monitoring.coreos.com/v1/PodMonitor',
  'monitoring.coreos.com/v1/PrometheusRule',
]);

/** kubernetes-models' module of an apiVersion and kind: `apps/v1` + `Deployment` → `apps/v1/Deployment`, core `v1` → `v1/Pod`. */
const modulePath = (apiVersion, kind) => `kubernetes-models/${apiVersion}/${kind}`;

async function problemsOf(entry) {
  const { where, doc } = entry;
  if (!doc || typeof doc !== 'object') return [`${where}: not an object`];
  const { apiVersion, kind } = doc;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string') return [`${where}: no apiVersion or kind`];
  if (!doc.metadata?.name) return [`${where}: ${kind} has no metadata.name`];
  const id = `${where}: ${kind} ${doc.metadata.name}`;
  if (CUSTOM_KINDS.has(`${apiVersion}/${kind}`)) return typeof doc.spec === 'object' && doc.spec ? [] : [`${id}: no spec`];
  let Model;
  try {
    Model = (await import(modulePath(apiVersion, kind)))[kind];
  } catch {
    Model = undefined;
  }
  if (!Model) return [`${id}: unknown apiVersion/kind ${apiVersion} ${kind} (not in Kubernetes 1.27)`];
  try {
    new Model(doc).validate();
    return [];
  } catch (error) {
    const details = error.errors ?? error.details;
    if (!Array.isArray(details)) return [`${id}: ${error.message}`];
    return details.map((e) => `${id}: ${e.instancePath || '/'} ${e.message ?? e.keyword}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  }
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const entries = JSON.parse(input);
const problems = [];
for (const entry of entries) problems.push(...(await problemsOf(entry)));
process.stdout.write(JSON.stringify(problems));
