import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_INTERFACES, roleSchema } from '@guide/validation';
import { fieldStatus } from '../auth/form-errors';
import { CrudModal } from '../components/CrudModal';
import { useCrudModal, type CrudTarget } from '../components/useCrudModal';
import { CREATE_ROLE, UPDATE_ROLE, type RoleInput, type RoleInterface, type RoleRow } from './users.graphql';

/** Create or rename a role: name (required, unique: ROLE_EXISTS from the server) and interface. */
export function RoleModal({ role, onClose }: { role: CrudTarget<RoleRow>; onClose(): void }) {
  const { t } = useTranslation();
  const crud = useCrudModal({
    target: role,
    onClose,
    create: CREATE_ROLE,
    update: UPDATE_ROLE,
    refetchQueries: ['Roles'],
    initialValues: (editing): { name: string; interface: RoleInterface | '' } => ({
      name: editing?.name ?? '',
      interface: editing?.interface ?? 'BACK_OFFICE',
    }),
    validationSchema: roleSchema,
    toInput: (values): RoleInput => ({ name: values.name.trim(), interface: values.interface as RoleInterface }),
    saved: { created: 'users.roles.created', updated: 'users.roles.updated', name: (input) => input.name },
  });
  const { editing, formik } = crud;
  return (
    <CrudModal
      crud={crud}
      title={editing ? t('users.roles.editTitle', { name: editing.name }) : t('users.roles.createTitle')}
      saveTestId="role-save"
      data-testid="role-modal"
    >
      <Form.Item label={t('users.roles.fields.name')} htmlFor="role-name" required {...fieldStatus(formik, 'name', t)}>
        <Input
          id="role-name"
          name="name"
          value={formik.values.name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          autoFocus
          data-testid="role-name"
        />
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
    </CrudModal>
  );
}
