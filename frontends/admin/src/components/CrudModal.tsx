import { Alert, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepFocus } from '../auth/form-errors';
import type { CrudModalState } from './useCrudModal';

interface CrudModalProps<Row, Values> {
  crud: CrudModalState<Row, Values>;
  title: ReactNode;
  /** data-testid of the save button. */
  saveTestId: string;
  width?: number;
  'data-testid'?: string;
  /** The form's fields. */
  children: ReactNode;
}

/** The frame of a create/edit modal (`useCrudModal`): save and cancel, the failure alert, a vertical form. */
export function CrudModal<Row, Values>({ crud, title, saveTestId, width, children, 'data-testid': testId }: CrudModalProps<Row, Values>) {
  const { t } = useTranslation();
  const submit = () => void crud.formik.submitForm();
  return (
    <Modal
      open={crud.open}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={crud.close}
      confirmLoading={crud.formik.isSubmitting}
      okButtonProps={{ 'data-testid': saveTestId, onMouseDown: keepFocus }}
      width={width}
      destroyOnHidden
      data-testid={testId}
    >
      {crud.failure && <Alert type="error" showIcon title={crud.failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={submit}>
        {children}
      </Form>
    </Modal>
  );
}
