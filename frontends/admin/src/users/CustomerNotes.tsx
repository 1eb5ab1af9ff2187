import { DeleteOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, App, Button, Empty, Form, Input, List, Popconfirm, Typography } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@guide/ui';
import { NOTE_MAX_LENGTH, customerNoteSchema } from '@guide/validation';
import { applyServerErrors, fieldStatus, keepFocus } from '../auth/form-errors';
import { useAdmin } from '../auth/useAdmin';
import { errorMessage } from './errors';
import { ADD_CUSTOMER_NOTE, DELETE_CUSTOMER_NOTE, type CustomerNote } from './users.graphql';

/**
 * The staff notes of the customer drawer: newest first with author and date; adding and deleting need
 * users.customers.notes. Bodies are plain text (React prints them escaped; line breaks kept).
 */
export function CustomerNotes({ customerId, notes }: { customerId: string; notes: CustomerNote[] }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  const canWrite = can('users.customers.notes');
  const options = { refetchQueries: ['AdminCustomer'], awaitRefetchQueries: true };
  const [add] = useMutation(ADD_CUSTOMER_NOTE, options);
  const [remove] = useMutation(DELETE_CUSTOMER_NOTE, options);
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { body: '' },
    validationSchema: customerNoteSchema,
    // The error shows after a submit, not while the field is still empty and untouched.
    validateOnBlur: false,
    onSubmit: async (values) => {
      setFailure(null);
      const { body } = customerNoteSchema.validateSync(values);
      try {
        await add({ variables: { customerId, body } });
        notification.success({ title: t('users.customers.notes.added') });
        formik.resetForm();
      } catch (error) {
        const leftovers = applyServerErrors(formik, error);
        setFailure(leftovers && leftovers.length === 0 ? null : errorMessage(t, error));
      }
    },
  });

  async function onDelete(note: CustomerNote) {
    try {
      await remove({ variables: { id: note.id } });
      notification.success({ title: t('users.customers.notes.deleted') });
    } catch (e) {
      notification.error({ title: t('users.customers.notes.deleteFailed'), description: errorMessage(t, e) });
    }
  }

  // The server sends them newest first; sorting again keeps that true whatever the cache holds.
  const sorted = [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div data-testid="customer-notes">
      <Typography.Title level={4}>{t('users.customers.notes.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('users.customers.notes.intro')}</Typography.Paragraph>
      {canWrite && (
        <Form layout="vertical" onFinish={() => void formik.submitForm()} style={{ marginBottom: 16 }}>
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
          <Form.Item label={t('users.customers.notes.label')} htmlFor="customer-note-body" {...fieldStatus(formik, 'body', t)}>
            <Input.TextArea
              id="customer-note-body"
              name="body"
              rows={3}
              value={formik.values.body}
              onChange={formik.handleChange}
              count={{ show: true, max: NOTE_MAX_LENGTH }}
              placeholder={t('users.customers.notes.placeholder')}
              data-testid="customer-note-body"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting} onMouseDown={keepFocus} data-testid="customer-note-add">
            {t('users.customers.notes.add')}
          </Button>
        </Form>
      )}
      {sorted.length === 0 ? (
        <Empty description={t('users.customers.notes.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List
          dataSource={sorted}
          renderItem={(note) => (
            <List.Item
              data-testid="customer-note"
              actions={
                canWrite
                  ? [
                      <Popconfirm
                        key="delete"
                        title={t('users.customers.notes.confirmDelete')}
                        okText={t('users.delete')}
                        cancelText={t('common.cancel')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => onDelete(note)}
                      >
                        <Button
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t('users.customers.notes.delete')}
                          data-testid={`customer-note-delete-${note.id}`}
                        />
                      </Popconfirm>,
                    ]
                  : undefined
              }
            >
              <List.Item.Meta
                title={
                  <Typography.Text type="secondary" data-testid="customer-note-byline">
                    {t('users.customers.notes.byline', {
                      author: note.authorName,
                      date: formatDate(note.createdAt),
                      time: formatTime(note.createdAt),
                    })}
                  </Typography.Text>
                }
                description={
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, color: 'inherit' }} data-testid="customer-note-body-text">
                    {note.body}
                  </Typography.Paragraph>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
