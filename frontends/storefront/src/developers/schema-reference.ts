import { Kind, parse, type ConstDirectiveNode, type FieldDefinitionNode, type InputValueDefinitionNode, type TypeNode } from 'graphql';

/**
 * The partners' schema reference, read from the public API schema the build composes from the subgraphs
 * (`gateway/api-schema.graphql`): the page cannot drift from the API. Only `parse` is used (Apollo Client
 * ships it already), not `buildSchema`, so the reference costs the /developers chunk little.
 */
export interface ReferenceArgument {
  name: string;
  type: string;
  description: string | null;
}

export interface ReferenceField {
  name: string;
  type: string;
  description: string | null;
  args: ReferenceArgument[];
  deprecated: string | null;
}

export type ReferenceKind = 'object' | 'input' | 'enum' | 'scalar' | 'interface' | 'union';

export interface ReferenceType {
  name: string;
  kind: ReferenceKind;
  description: string | null;
  /** Fields of objects, interfaces and inputs; values of enums; members of unions (type only). */
  fields: ReferenceField[];
}

export interface SchemaReference {
  queries: ReferenceField[];
  mutations: ReferenceField[];
  /** Every other named type, alphabetically. */
  types: ReferenceType[];
}

const typeName = (node: TypeNode): string => {
  if (node.kind === Kind.NON_NULL_TYPE) return `${typeName(node.type)}!`;
  if (node.kind === Kind.LIST_TYPE) return `[${typeName(node.type)}]`;
  return node.name.value;
};

const deprecation = (directives: readonly ConstDirectiveNode[] | undefined): string | null => {
  const directive = directives?.find((d) => d.name.value === 'deprecated');
  if (!directive) return null;
  const reason = directive.arguments?.find((a) => a.name.value === 'reason')?.value;
  return reason?.kind === Kind.STRING ? reason.value : 'No longer supported';
};

const argument = (node: InputValueDefinitionNode): ReferenceArgument => ({
  name: node.name.value,
  type: typeName(node.type),
  description: node.description?.value ?? null,
});

const field = (node: FieldDefinitionNode | InputValueDefinitionNode): ReferenceField => ({
  name: node.name.value,
  type: typeName(node.type),
  description: node.description?.value ?? null,
  args: node.kind === Kind.FIELD_DEFINITION ? (node.arguments ?? []).map(argument) : [],
  deprecated: deprecation(node.directives),
});

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

export function buildSchemaReference(sdl: string): SchemaReference {
  const document = parse(sdl, { noLocation: true });
  const types = new Map<string, ReferenceType>();
  const upsert = (name: string, kind: ReferenceKind, description: string | null): ReferenceType => {
    const existing = types.get(name);
    if (existing) {
      if (!existing.description && description) existing.description = description;
      return existing;
    }
    const created: ReferenceType = { name, kind, description, fields: [] };
    types.set(name, created);
    return created;
  };
  for (const definition of document.definitions) {
    switch (definition.kind) {
      case Kind.OBJECT_TYPE_DEFINITION:
      case Kind.OBJECT_TYPE_EXTENSION:
      case Kind.INTERFACE_TYPE_DEFINITION:
      case Kind.INTERFACE_TYPE_EXTENSION: {
        const kind = definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION ? 'object' : 'interface';
        const description = 'description' in definition ? (definition.description?.value ?? null) : null;
        upsert(definition.name.value, kind, description).fields.push(...(definition.fields ?? []).map(field));
        break;
      }
      case Kind.INPUT_OBJECT_TYPE_DEFINITION:
      case Kind.INPUT_OBJECT_TYPE_EXTENSION: {
        const description = 'description' in definition ? (definition.description?.value ?? null) : null;
        upsert(definition.name.value, 'input', description).fields.push(...(definition.fields ?? []).map(field));
        break;
      }
      case Kind.ENUM_TYPE_DEFINITION:
      case Kind.ENUM_TYPE_EXTENSION: {
        const description = 'description' in definition ? (definition.description?.value ?? null) : null;
        const values = (definition.values ?? []).map((v) => ({
          name: v.name.value,
          type: '',
          description: v.description?.value ?? null,
          args: [],
          deprecated: deprecation(v.directives),
        }));
        upsert(definition.name.value, 'enum', description).fields.push(...values);
        break;
      }
      case Kind.UNION_TYPE_DEFINITION:
      case Kind.UNION_TYPE_EXTENSION: {
        const description = 'description' in definition ? (definition.description?.value ?? null) : null;
        const members = (definition.types ?? []).map((t) => ({ name: t.name.value, type: t.name.value, description: null, args: [], deprecated: null }));
        upsert(definition.name.value, 'union', description).fields.push(...members);
        break;
      }
      case Kind.SCALAR_TYPE_DEFINITION:
        upsert(definition.name.value, 'scalar', definition.description?.value ?? null);
        break;
      default:
        break;
    }
  }
  const rootFields = (name: string) => [...(types.get(name)?.fields ?? [])].sort(byName);
  const queries = rootFields('Query');
  const mutations = rootFields('Mutation');
  types.delete('Query');
  types.delete('Mutation');
  types.delete('Subscription');
  return { queries, mutations, types: [...types.values()].sort(byName) };
}

/** Named types a field or argument type mentions (`[Order!]!` → Order), to link them. */
export function namedType(type: string): string {
  return type.replace(/[[\]!]/g, '');
}

/** Entries whose name or description contains every word of the filter (case and accents ignored). */
export function matchesFilter(entry: { name: string; description: string | null }, filter: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const words = fold(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${entry.name} ${entry.description ?? ''}`);
  return words.every((w) => haystack.includes(w));
}
