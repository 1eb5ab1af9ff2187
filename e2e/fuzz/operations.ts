import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  GraphQLArgument,
  GraphQLField,
  GraphQLNamedType,
  GraphQLObjectType,
  GraphQLSchema,
  buildSchema,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
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
  /** Every argument of the document: the root field's, then those of fields below it (renamed `path_arg`). */
  args: GraphQLArgument[];
  /** The document: every argument is a variable, so generated values go through JSON as clients send them. */
  document: string;
}

/**
 * What to read of a result: its scalar fields, and (a few levels down) the fields that take arguments,
 * whose arguments become variables too (e.g. `Establishment.nearby(first)` under `establishment`).
 */
function selection(type: GraphQLNamedType, path: string, depth: number, args: GraphQLArgument[]): string {
  if (isLeafType(type)) return '';
  if (!isObjectType(type)) return '{ __typename }';
  const parts = ['__typename'];
  for (const f of Object.values((type as GraphQLObjectType).getFields())) {
    const named = getNamedType(f.type);
    if (f.args.length) {
      if (depth >= 3) continue;
      const renamed = f.args.map((a) => ({ ...a, name: `${path}${f.name}_${a.name}` }));
      args.push(...renamed);
      const inner = isLeafType(named) ? '' : isObjectType(named) ? `{ __typename ${scalarsOf(named)} }` : '{ __typename }';
      parts.push(`${f.name}(${f.args.map((a, i) => `${a.name}: $${renamed[i].name}`).join(', ')}) ${inner}`);
    } else if (isLeafType(named)) {
      parts.push(f.name);
    } else if (depth < 3 && isObjectType(named) && !isListType(getNullableType(f.type))) {
      // Not into lists: a field with arguments under each of 20 edges costs 20 lookups per call.
      const inner = selection(named, `${path}${f.name}_`, depth + 1, args);
      if (inner.includes('(')) parts.push(`${f.name} ${inner}`); // only where arguments lie below
    }
  }
  return `{ ${parts.join(' ')} }`;
}

const scalarsOf = (type: GraphQLObjectType) =>
  Object.values(type.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)) && !f.args.length)
    .map((f) => f.name)
    .join(' ');

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
      const args: GraphQLArgument[] = [...field.args];
      const selected = selection(getNamedType(field.type), '', 0, args);
      const vars = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
      const own = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
      const document = `${kind} Fuzz${vars ? `(${vars})` : ''} { ${field.name}${own ? `(${own})` : ''} ${selected} }`;
      out.push({ kind, field, args, document });
    }
  }
  return out;
}
