import type { ContentCustomFieldInput } from '../../gql/graphql';
import type { CustomFieldRow } from './content-types.graphql';

/** A field's input as it stands, for an update that changes only its position. */
export function customFieldInput(field: CustomFieldRow, position = field.position): ContentCustomFieldInput {
  return { code: field.code, label: field.label, labelEn: field.labelEn, kind: field.kind, required: field.required, options: field.options, position };
}

/**
 * The updates that swap a field with its neighbour (`direction` -1 up, +1 down), positions renumbered
 * 0..n-1 first so that equal or sparse positions still move (one update per field whose position changes);
 * none at either end.
 */
export function reorderInputs(fields: readonly CustomFieldRow[], index: number, direction: -1 | 1): { id: string; input: ContentCustomFieldInput }[] {
  const other = index + direction;
  if (other < 0 || other >= fields.length) return [];
  const order = fields.map((field, i) => ({ field, position: i }));
  [order[index].position, order[other].position] = [order[other].position, order[index].position];
  return order
    .filter((entry) => entry.field.position !== entry.position)
    .map((entry) => ({ id: entry.field.id, input: customFieldInput(entry.field, entry.position) }));
}
