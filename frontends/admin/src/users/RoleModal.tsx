import { useMutation } from '@apollo/client';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_INTERFACES, roleSchema } from '@guide/validation';
import { applyServerErrors, fieldStatus, keepFocus } from '../auth/form-errors';
import { errorMessage } from './errors';
import { CREATE_ROLE, UPDATE_ROLE, type RoleInput, type RoleInterface, type RoleRow } from './users.graphql';

/** Create or rename a role: name (required, unique: ROLE_EXISTS from the server) and interface. */
export function RoleModal({ role, onClose }: { role: RoleRow | null | 'new'; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const editing = role !== null && role !== 'new' ? role : null;
  const [failure, setFailure] = useState<string | null>(null);
  const options = { refetchQueries: ['Roles'], awaitRefetchQueries: true };
  const [create] = useMutation(CREATE_ROLE, options);
  const [update] = useMutation(UPDATE_ROLE, options);
  const formik = useFormik<{ name: string; interface: RoleInterface | '' }>({
    initialValues: { name: editing?.name ?? '', interface: editing?.interface ?? 'BACK_OFFICE' },
    enableReinitialize: true,
    validationSchema: roleSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const input: RoleInput = { name: values.name.trim(), interface: values.interface as RoleInterface };
      try {
        if (editing) await update({ variables: { id: editing.id, input } });
        else await create({ variables: { input } });
        notification.success({ title: t(editing ? 'users.roles.updated' : 'users.roles.created', { name: input.name }) });
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
  return (
    <Modal
      open={role !== null}
      title={editing ? t('users.roles.editTitle', { name: editing.name }) : t('users.roles.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void formik.submitForm()}
      onCancel={close}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'role-save', onMouseDown: keepFocus }}
      destroyOnHidden
      data-testid="role-modal"
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()} requiredMark>
        <Form.Item label={t('users.roles.fields.name')} htmlFor="role-name" required {...fieldStatus(formik, 'name', t)}>
          <Input id="role-name" name="name" value={formik.values.name} onChange={formik.handleChange} onBlur={formik.handleBlur} autoFocus data-testid="role-name" />
        </Form.Item>
        <Form.Item label={t('users.roles.fields.interface')} htmlFor="role-interface" required {...fieldStatus(formik, 'interface', t)}>
          <Select<RoleInterface>
            id="role-interface"
            value={formik.values.interface || undefined}
            onChange={(value) => void formik.setFieldValue('interface', value)}
            onBlur={() => void formik.setFieldTouched('interface', true)}
            options={ROLE_INTERFACES.map((value) => ({ value, label: t(`users.roles.interface.${value}`) }))}
            data-testid="role-interface"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
