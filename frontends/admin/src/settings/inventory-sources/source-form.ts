/** The inventory source form's values and rules (Yup; errors are message keys), unit-tested in source-form.spec.ts. */
import * as yup from 'yup';
import type { InventorySourceInput } from '../../gql/graphql';

export const SOURCE_LIMITS = { nameMax: 120, priorityMax: 10_000 } as const;

export interface SourceValues {
  code: string;
  name: string;
  priority: number | null;
  enabled: boolean;
}

export const EMPTY_SOURCE: SourceValues = { code: '', name: '', priority: 10, enabled: true };

export const sourceSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required('REQUIRED')
    .matches(/^[a-zA-Z0-9][a-zA-Z0-9_-]{0,39}$/, 'CODE_INVALID'),
  name: yup.string().trim().required('REQUIRED').max(SOURCE_LIMITS.nameMax, 'TOO_LONG'),
  priority: yup
    .number()
    .nullable()
    .typeError('INVALID_NUMBER')
    .required('REQUIRED')
    .integer('INVALID_NUMBER')
    .min(0, 'OUT_OF_RANGE')
    .max(SOURCE_LIMITS.priorityMax, 'OUT_OF_RANGE'),
});

export const toSourceInput = (v: SourceValues): InventorySourceInput => ({
  code: v.code.trim().toLowerCase(),
  name: v.name.trim(),
  priority: v.priority ?? 0,
  enabled: v.enabled,
});
