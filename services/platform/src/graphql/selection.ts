import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * The names of the fields a request selects `path` below the resolver's own field (`['edges', 'node']` for a
 * connection's nodes), through named and inline fragments, under any alias. `@skip`, `@include` and type
 * conditions are not evaluated: the answer may hold a field that will not be resolved, never miss one that
 * will, so a loader may read only the columns these fields need (issue 27: a list asks for a few fields of
 * an entity that has forty).
 */
export function selectedFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): Set<string> {
  let sets: SelectionSetNode[] = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const name of path) {
    const next: SelectionSetNode[] = [];
    visit(sets, info.fragments, (field) => {
      if (field.name.value === name && field.selectionSet) next.push(field.selectionSet);
    });
    sets = next;
  }
  const names = new Set<string>();
  visit(sets, info.fragments, (field) => names.add(field.name.value));
  return names;
}

type FieldVisitor = (field: Extract<SelectionSetNode['selections'][number], { kind: 'Field' }>) => void;

/** Calls `onField` for every field of the sets, fragments flattened (each named fragment once: a cycle is invalid GraphQL, but cheap to refuse). */
function visit(sets: readonly SelectionSetNode[], fragments: Record<string, FragmentDefinitionNode>, onField: FieldVisitor, seen = new Set<string>()): void {
  for (const set of sets) {
    for (const selection of set.selections) {
      if (selection.kind === 'Field') onField(selection);
      else if (selection.kind === 'InlineFragment') visit([selection.selectionSet], fragments, onField, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments[selection.name.value];
        if (fragment) visit([fragment.selectionSet], fragments, onField, seen);
      }
    }
  }
}
