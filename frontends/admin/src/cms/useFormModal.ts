import { App } from 'antd';
import { useFormik, type FormikErrors, type FormikValues } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../auth/form-errors';
import type { CrudModalState, CrudTarget } from '../components/useCrudModal';
import { cmsFailure, cmsMessage } from './cms-errors';

export interface FormModalOptions<Row, Values extends FormikValues> {
  target: CrudTarget<Row>;
  onClose(): void;
  initialValues(editing: Row | null): Values;
  /** Message keys by field (the shared @guide/validation schema's, run with validateWith). */
  validate(values: Values, editing: Row | null): FormikErrors<Values>;
  /** Creates or updates; resolves to the success toast's text. */
  save(values: Values, editing: Row | null): Promise<string>;
}

/**
 * The form of a CMS create/edit modal, shown in the shared CrudModal frame: like useCrudModal, but the
 * caller sends the mutation (the CMS's take a content type or a slug beside the input) and the refusals
 * read in the CMS's words (`cms.errors.*`).
 */
export function useFormModal<Row, Values extends FormikValues>(options: FormModalOptions<Row, Values>): CrudModalState<Row, Values> {
  const { target, onClose } = options;
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const editing = target !== null && target !== 'new' ? target : null;
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues: options.initialValues(editing),
    enableReinitialize: true,
    validate: (values) => options.validate(values, editing),
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const message = await options.save(values, editing);
        notification.success({ title: message });
        formik.resetForm();
        onClose();
      } catch (error) {
        const leftovers = applyServerErrors(formik, error);
        if (leftovers === null) setFailure(cmsFailure(t, error));
        else setFailure(leftovers.length ? cmsMessage(t, leftovers[0]) : null);
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
