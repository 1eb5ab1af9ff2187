import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { subgraphTypeDefs } from '@guide/platform';
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

/** A subgraph's SDL exactly as it serves it: its .graphql files merged, default input limits written in. */
export function subgraphSdl(s: SubgraphInfo, root = REPO_ROOT): string {
  const files = graphqlFiles(join(root, s.dir, 'src'));
  if (!files.length) throw new Error(`Subgraph ${s.name} has no .graphql files under ${s.dir}/src`);
  return subgraphTypeDefs(files.map((f) => readFileSync(f, 'utf8')));
}

/** Composes the supergraph from the SDL files; throws with every composition error. */
export function composeSupergraph(subgraphs: SubgraphInfo[] = SUBGRAPHS, root = REPO_ROOT): string {
  const result = composeServices(subgraphs.map((s) => ({ name: s.name, url: subgraphUrl(s, {}), typeDefs: parse(subgraphSdl(s, root)) })));
  if (result.errors?.length) {
    throw new Error(`Supergraph composition failed:\n${result.errors.map((e) => `- ${e.message}`).join('\n')}`);
  }
  return result.supergraphSdl!;
}

export const SUPERGRAPH_PATH = join(REPO_ROOT, 'gateway', 'supergraph.graphql');

if (require.main === module) {
  try {
    const sdl = composeSupergraph();
    writeFileSync(SUPERGRAPH_PATH, sdl);
    console.log(`Supergraph composed from ${SUBGRAPHS.length} subgraphs -> gateway/supergraph.graphql`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
