import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { App } from 'antd';
import { useFormik, type FormikConfig, type FormikErrors, type FormikProps, type FormikValues } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../auth/form-errors';
import { errorMessage } from '../users/errors';

/** What a create/edit modal shows: a row to edit, 'new' for a blank form, or null when it is closed. */
export type CrudTarget<Row> = Row | 'new' | null;

export interface CrudModalOptions<Row extends { id: string }, Values extends FormikValues, Input> {
  target: CrudTarget<Row>;
  onClose(): void;
  /** `create(input)` and `update(id, input)` mutations; `refetchQueries` (operation names) are awaited after either. */
  create: TypedDocumentNode<unknown, { input: Input }>;
  update: TypedDocumentNode<unknown, { id: string; input: Input }>;
  refetchQueries: string[];
  initialValues(editing: Row | null): Values;
  validationSchema?: FormikConfig<Values>['validationSchema'];
  validate?(values: Values, editing: Row | null): FormikErrors<Values>;
  /** The mutation input from the validated values. */
  toInput(values: Values): Input;
  /** The success toast: translation keys with the `name` they show. */
  saved: { created: string; updated: string; name(input: Input): string };
}

export interface CrudModalState<Row, Values> {
  open: boolean;
  /** The row being edited, null for a new one. */
  editing: Row | null;
  formik: FormikProps<Values>;
  /** The alert above the form: an error no form field shows. */
  failure: string | null;
  close(): void;
}

/**
 * The form behind a create/edit modal of a back-office list: Formik with the shared validation, create or
 * update, the success toast and the refetch, the server's `fieldErrors` on their fields and the rest in the alert.
 */
export function useCrudModal<Row extends { id: string }, Values extends FormikValues, Input>(
  options: CrudModalOptions<Row, Values, Input>,
): CrudModalState<Row, Values> {
  const { target, onClose, saved } = options;
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const editing = target !== null && target !== 'new' ? target : null;
  const [failure, setFailure] = useState<string | null>(null);
  const mutationOptions = { refetchQueries: options.refetchQueries, awaitRefetchQueries: true };
  const [create] = useMutation(options.create, mutationOptions);
  const [update] = useMutation(options.update, mutationOptions);
  const validate = options.validate;
  const formik = useFormik<Values>({
    initialValues: options.initialValues(editing),
    enableReinitialize: true,
    validationSchema: options.validationSchema,
    validate: validate && ((values) => validate(values, editing)),
    onSubmit: async (values) => {
      setFailure(null);
      const input = options.toInput(values);
      try {
        if (editing) await update({ variables: { id: editing.id, input } });
        else await create({ variables: { input } });
        notification.success({ title: t(editing ? saved.updated : saved.created, { name: saved.name(input) }) });
        formik.resetForm();
        onClose();
      } catch (error) {
        const leftovers = applyServerErrors(formik, error);
        setFailure(leftovers && leftovers.length === 0 ? null : errorMessage(t, error));
      }
    },
  });
  const close = () => {
    formik.resetForm();
    setFailure(null);
    onClose();
  };
  return { open: target !== null, editing, formik, failure, close };
}
