import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  GraphQLField,
  GraphQLNamedType,
  GraphQLObjectType,
  GraphQLSchema,
  buildSchema,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
} from 'graphql';

export const SUPERGRAPH = join(__dirname, '..', '..', 'gateway', 'supergraph.graphql');

/** The composed schema as clients see it (join/link directives are only definitions here). */
export function loadSupergraph(path = SUPERGRAPH): GraphQLSchema {
  return buildSchema(readFileSync(path, 'utf8'), { assumeValidSDL: true });
}

export interface FuzzOperation {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  /** The document: every argument is a variable, so generated values go through JSON as clients send them. */
  document: string;
}

/** The scalar fields without required arguments: enough to make the resolver's result be read. */
function selection(type: GraphQLNamedType): string {
  if (isLeafType(type)) return '';
  if (!isObjectType(type)) return '{ __typename }';
  const leaves = Object.values((type as GraphQLObjectType).getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.some((a) => isNonNullType(a.type)))
    .map((f) => f.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

/**
 * Every mutation and every query field that takes arguments, read from the schema: a subgraph added
 * later is fuzzed without any change here.
 */
export function fuzzOperations(schema: GraphQLSchema): FuzzOperation[] {
  const out: FuzzOperation[] = [];
  const roots: [FuzzOperation['kind'], GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  for (const [kind, root] of roots) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (field.name.startsWith('_')) continue;
      if (kind === 'query' && !field.args.length) continue;
      const vars = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const document = `${kind} Fuzz${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(getNamedType(field.type))} }`;
      out.push({ kind, field, document });
    }
  }
  return out;
}
