import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { platformSdl, subgraphTypeDefs } from '@guide/platform';
import { REPO_ROOT, SUBGRAPHS, SubgraphInfo, subgraphUrl } from './subgraphs';

function graphqlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...graphqlFiles(path));
    else if (entry.endsWith('.graphql')) out.push(path);
  }
  return out.sort();
}

/**
 * A subgraph's SDL exactly as it serves it: the platform's SDL (the federation `@link`, `PageInfo`, and the
 * parked-events fields of a service that consumes events) and its own .graphql files merged, default input limits written in (subgraphGraphQLModule does the same).
 */
export function subgraphSdl(s: SubgraphInfo, root = REPO_ROOT): string {
  const files = graphqlFiles(join(root, s.dir, 'src'));
  if (!files.length) throw new Error(`Subgraph ${s.name} has no .graphql files under ${s.dir}/src`);
  return subgraphTypeDefs([...platformSdl(s), ...files.map((f) => readFileSync(f, 'utf8'))]);
}

function compose(subgraphs: SubgraphInfo[], root: string) {
  const result = composeServices(subgraphs.map((s) => ({ name: s.name, url: subgraphUrl(s, {}), typeDefs: parse(subgraphSdl(s, root)) })));
  if (result.errors?.length) {
    throw new Error(`Supergraph composition failed:\n${result.errors.map((e) => `- ${e.message}`).join('\n')}`);
  }
  return result;
}

/** Composes the supergraph from the SDL files; throws with every composition error. */
export function composeSupergraph(subgraphs: SubgraphInfo[] = SUBGRAPHS, root = REPO_ROOT): string {
  return compose(subgraphs, root).supergraphSdl!;
}

/**
 * The supergraph and the API schema clients see (federation's own types and `@inaccessible` fields
 * removed): the apps' GraphQL code generation reads the latter (frontends/codegen.ts).
 */
export function composeSchemas(subgraphs: SubgraphInfo[] = SUBGRAPHS, root = REPO_ROOT): { supergraph: string; api: string } {
  const result = compose(subgraphs, root);
  return { supergraph: result.supergraphSdl!, api: printSchema(result.schema!.toAPISchema().toGraphQLJSSchema()) };
}

export const SUPERGRAPH_PATH = join(REPO_ROOT, 'gateway', 'supergraph.graphql');
export const API_SCHEMA_PATH = join(REPO_ROOT, 'gateway', 'api-schema.graphql');

if (require.main === module) {
  try {
    const { supergraph, api } = composeSchemas();
    writeFileSync(SUPERGRAPH_PATH, supergraph);
    writeFileSync(API_SCHEMA_PATH, api);
    console.log(`Supergraph composed from ${SUBGRAPHS.length} subgraphs -> gateway/supergraph.graphql, gateway/api-schema.graphql`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
