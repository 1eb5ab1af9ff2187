import type { TFunction } from 'i18next';

/** The catalog screens whose strings hold their own `errors.*` wording. */
export type CatalogScope = 'products' | 'productCategories' | 'attributes' | 'attributeFamilies' | 'productTypes' | 'mediaCategories' | 'productDetails';

/** A catalog form's message key in words: the screen's wording, then the shared one. */
export function catalogMessage(t: TFunction, scope: CatalogScope, key: string): string {
  return t([`${scope}.errors.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);
}

/** antd Form.Item status and help for one field of a Formik form whose errors are message keys. */
export function catalogFieldStatus(errors: object, touched: object, name: string, t: TFunction, scope: CatalogScope) {
  const error = (errors as Record<string, unknown>)[name];
  return (touched as Record<string, unknown>)[name] && typeof error === 'string'
    ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${name}`}>{catalogMessage(t, scope, error)}</span> }
    : { validateStatus: undefined, help: undefined };
}
