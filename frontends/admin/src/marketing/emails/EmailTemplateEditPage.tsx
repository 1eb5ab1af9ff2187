import { ArrowLeftOutlined, ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Row, Skeleton, Space, Tag, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useFormik } from 'formik';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { fieldErrors } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { AdminErrorPage } from '../../pages/AdminErrorPage';
import { errorMessage } from '../../users/errors';
import { usePageTitle } from '../../usePageTitle';
import { EMAIL_TEMPLATES, PREVIEW_EMAIL_TEMPLATE, RESET_EMAIL_TEMPLATE, UPDATE_EMAIL_TEMPLATE, nameKey, type EmailTemplateNode } from './emails.graphql';

/** How long the preview waits after the last keystroke before asking the API. */
const PREVIEW_DELAY_MS = 600;

/** `/marketing/emails/:code/:locale`: the template's subject and HTML body, its variables, a live preview, save and reset. */
export function EmailTemplateEditPage() {
  const { code = '', locale = '' } = useParams();
  const { t } = useTranslation();
  const query = useQuery(EMAIL_TEMPLATES, { fetchPolicy: 'cache-and-network' });
  const template = query.data?.emailTemplates.find((row) => row.code === code && row.locale === locale) ?? null;
  usePageTitle(t('emails.editTitle', { name: t(nameKey(code), { defaultValue: code }), locale: t(`emails.locales.${locale}`, { defaultValue: locale }) }));

  if (query.loading && !query.data) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (query.error && !query.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('emails.loadFailed')}
        description={errorMessage(t, query.error)}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!template) return <AdminErrorPage code={404} />;
  // A new key per saved version: the form starts again from what the API holds.
  return <TemplateForm key={`${template.code}:${template.locale}:${template.updatedAt ?? ''}`} template={template} />;
}

function TemplateForm({ template }: { template: EmailTemplateNode }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { can } = useAdmin();
  const canUpdate = can('marketing.email-templates.update');
  const body = useRef<TextAreaRef>(null);
  const [update] = useMutation(UPDATE_EMAIL_TEMPLATE);
  const [reset] = useMutation(RESET_EMAIL_TEMPLATE);
  const [preview, previewState] = useLazyQuery(PREVIEW_EMAIL_TEMPLATE, { fetchPolicy: 'network-only' });
  const translate = (key: string) => t([`emails.errors.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);

  const formik = useFormik({
    initialValues: { subject: template.subject, bodyHtml: template.bodyHtml },
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (!values.subject.trim()) errors.subject = 'REQUIRED';
      else if (values.subject.length > 200) errors.subject = 'TOO_LONG';
      else if (/[\r\n]/.test(values.subject)) errors.subject = 'INVALID_TEXT';
      if (!values.bodyHtml.trim()) errors.bodyHtml = 'REQUIRED';
      return errors;
    },
    onSubmit: async (values) => {
      try {
        await update({ variables: { code: template.code, locale: template.locale, ...values } });
        message.success(t('emails.form.saved'));
      } catch (error) {
        const fields = fieldErrors(error);
        if (Object.keys(fields).length) formik.setErrors(fields);
        else message.error(`${t('emails.form.saveFailed')} ${errorMessage(t, error)}`);
      }
    },
  });

  // The preview follows the draft (checked and sanitized by the API as a save would), a moment after typing stops.
  const { subject, bodyHtml } = formik.values;
  const refresh = useCallback(
    () => void preview({ variables: { code: template.code, locale: template.locale, subject, bodyHtml } }),
    [preview, template.code, template.locale, subject, bodyHtml],
  );
  useEffect(() => {
    const timer = setTimeout(refresh, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [refresh]);

  /** Inserts `{{name}}` where the cursor is in the body (at the end when it has not been focused). */
  const insert = (name: string) => {
    const area = body.current?.resizableTextArea?.textArea;
    const placeholder = `{{${name}}}`;
    const start = area?.selectionStart ?? bodyHtml.length;
    const end = area?.selectionEnd ?? bodyHtml.length;
    void formik.setFieldValue('bodyHtml', bodyHtml.slice(0, start) + placeholder + bodyHtml.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + placeholder.length, start + placeholder.length);
    });
  };

  const confirmReset = () =>
    modal.confirm({
      title: t('emails.form.resetTitle'),
      content: t('emails.form.resetText'),
      okText: t('emails.form.reset'),
      cancelText: t('emails.form.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await reset({ variables: { code: template.code, locale: template.locale } });
          message.success(t('emails.form.resetDone'));
        } catch (error) {
          message.error(`${t('emails.form.resetFailed')} ${errorMessage(t, error)}`);
        }
      },
    });

  const status = (name: 'subject' | 'bodyHtml') => {
    const error = formik.errors[name];
    return error ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${name}`}>{translate(error)}</span> } : {};
  };
  const previewError = previewState.error ? fieldErrors(previewState.error) : {};
  const rendered = previewState.data?.previewEmailTemplate;
  const name = t(nameKey(template.code), { defaultValue: template.code });

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Space direction="vertical" size={0}>
          <Link to="/marketing/emails">
            <ArrowLeftOutlined /> {t('emails.back')}
          </Link>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('emails.editTitle', { name, locale: t(`emails.locales.${template.locale}`) })}
          </Typography.Title>
          <Space>
            <Typography.Text code>{template.code}</Typography.Text>
            {template.customised ? <Tag color="gold">{t('emails.customised')}</Tag> : <Tag>{t('emails.default')}</Tag>}
          </Space>
        </Space>
        {canUpdate && (
          <Space>
            <Button icon={<UndoOutlined />} onClick={confirmReset} disabled={!template.customised}>
              {t('emails.form.reset')}
            </Button>
            <Button type="primary" onClick={() => formik.handleSubmit()} loading={formik.isSubmitting}>
              {t('emails.form.save')}
            </Button>
          </Space>
        )}
      </Flex>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={12}>
          <Form layout="vertical" onFinish={() => formik.handleSubmit()} disabled={!canUpdate}>
            <Form.Item label={t('emails.form.subject')} htmlFor="email-template-subject" {...status('subject')}>
              <Input id="email-template-subject" name="subject" value={subject} onChange={formik.handleChange} maxLength={200} />
            </Form.Item>
            <Form.Item label={t('emails.form.variables')} extra={t('emails.form.variablesHelp')}>
              <Flex wrap gap={8}>
                {template.variables.map((variable) => (
                  <Tag
                    key={variable}
                    color="blue"
                    style={{ cursor: 'pointer' }}
                    onClick={() => canUpdate && insert(variable)}
                    data-testid={`variable-${variable}`}
                  >
                    {`{{${variable}}}`}
                  </Tag>
                ))}
              </Flex>
            </Form.Item>
            <Form.Item label={t('emails.form.bodyHtml')} htmlFor="email-template-body" {...status('bodyHtml')}>
              <Input.TextArea
                id="email-template-body"
                name="bodyHtml"
                ref={body}
                value={bodyHtml}
                onChange={formik.handleChange}
                autoSize={{ minRows: 16, maxRows: 40 }}
                spellCheck={false}
                style={{ fontFamily: 'monospace', fontSize: 13 }}
              />
            </Form.Item>
          </Form>
        </Col>
        <Col xs={24} xl={12}>
          <Card
            title={t('emails.preview.title')}
            extra={<Button size="small" icon={<ReloadOutlined />} onClick={refresh} aria-label={t('emails.preview.refresh')} />}
          >
            <Typography.Paragraph type="secondary">{t('emails.preview.help')}</Typography.Paragraph>
            {previewState.error ? (
              <Alert
                type="warning"
                showIcon
                title={t('emails.preview.failed')}
                description={Object.values(previewError).length ? Object.values(previewError).map(translate).join(' ') : errorMessage(t, previewState.error)}
              />
            ) : (
              <>
                <Typography.Paragraph>
                  <Typography.Text strong>{t('emails.preview.subject')}</Typography.Text> {rendered?.subject}
                </Typography.Paragraph>
                {/* Sandboxed: the rendered mail runs no script and reaches nothing of the back office. */}
                <iframe
                  title={t('emails.preview.title')}
                  sandbox=""
                  srcDoc={rendered?.html ?? ''}
                  style={{ width: '100%', minHeight: 560, border: '1px solid #eee', borderRadius: 4 }}
                />
              </>
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}
