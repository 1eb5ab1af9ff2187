import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@guide/ui';
import { errorMessage } from '../users/errors';
import { catalogMessage, type CatalogScope } from './products/product-errors';

/**
 * Deleting one row of a catalog list with a toast either way; a refusal carrying `fieldErrors` (IN_USE while
 * a family lists the attribute, while products use the family or type…) is said in the screen's words.
 */
export function useCatalogDelete<Row extends { id: string; name?: string; title?: string }>(
  mutation: TypedDocumentNode<unknown, { id: string }>,
  options: { scope: CatalogScope; refetchQueries: string[] },
) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [remove] = useMutation(mutation, { refetchQueries: options.refetchQueries, awaitRefetchQueries: true });
  return async function removeRow(row: Row): Promise<boolean> {
    const name = row.name ?? row.title ?? '';
    try {
      await remove({ variables: { id: row.id } });
      notification.success({ title: t(`${options.scope}.deleted`, { name }) });
      return true;
    } catch (e) {
      const key = Object.values(fieldErrors(e))[0];
      notification.error({
        title: t(`${options.scope}.deleteFailed`, { name }),
        description: key ? catalogMessage(t, options.scope, key) : errorMessage(t, e),
      });
      return false;
    }
  };
}

/** Lower-case letters, digits and underscores, 64 at most (attribute, family, type and media category codes). */
export const CODE_PATTERN = /^[a-z0-9_]{1,64}$/;
