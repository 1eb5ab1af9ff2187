import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../users/errors';

export interface DeleteRowOptions<Row> {
  /** Operation names refetched (and awaited) after the delete. */
  refetchQueries: string[];
  /** Titles of the success and failure toasts. */
  deleted(row: Row): string;
  failed(row: Row): string;
}

/**
 * Deleting one row of a back-office list with a toast either way: `remove(row, variables?)` sends `id` (and
 * the mutation's other variables) and resolves to whether it worked.
 */
export function useDeleteRow<Row extends { id: string }, Variables extends { id: string } = { id: string }>(
  mutation: TypedDocumentNode<unknown, Variables>,
  options: DeleteRowOptions<Row>,
) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [remove] = useMutation(mutation, { refetchQueries: options.refetchQueries, awaitRefetchQueries: true });
  return async function removeRow(row: Row, variables?: Omit<Variables, 'id'>): Promise<boolean> {
    try {
      await remove({ variables: { ...variables, id: row.id } as Variables });
      notification.success({ title: options.deleted(row) });
      return true;
    } catch (e) {
      notification.error({ title: options.failed(row), description: errorMessage(t, e) });
      return false;
    }
  };
}
