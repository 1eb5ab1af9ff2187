import { ArrowLeftOutlined, ClockCircleOutlined, ExperimentOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Modal,
  Progress,
  Select,
  Skeleton,
  Space,
  Statistic,
  Tag,
  Tooltip,
  Typography,
  type ButtonProps,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fieldErrors, formatDateTime } from '@guide/ui';
import { fromParisWallClock, inParis } from '@guide/ui/dates';
import { useAdmin } from '../../auth/useAdmin';
import { RichTextEditor } from '../../cms/contents/RichTextEditor';
import '../../cms/i18n';
import '../../cms/cms.css';
import { AdminErrorPage } from '../../pages/AdminErrorPage';
import { errorMessage } from '../../users/errors';
import { CUSTOMER_GROUPS } from '../../users/users.graphql';
import { usePageTitle } from '../../usePageTitle';
import {
  CAMPAIGN_LIMITS,
  EMPTY_CAMPAIGN,
  NEWSLETTER,
  STATUS_COLOURS,
  audienceGroup,
  campaignFormField,
  campaignSchema,
  canCancel,
  fromCampaign,
  groupAudience,
  isEditable,
  isTestAddress,
  toCampaignInput,
  type CampaignFormValues,
} from './campaign-form';
import { SENDING_POLL_MS } from './CampaignListPage';
import {
  CAMPAIGN,
  CANCEL_CAMPAIGN,
  CREATE_CAMPAIGN,
  SCHEDULE_CAMPAIGN,
  SEND_CAMPAIGN_NOW,
  SEND_TEST_CAMPAIGN,
  UPDATE_CAMPAIGN,
  type CampaignNode,
} from './campaigns.graphql';

/** `/marketing/campaigns/new` and `/marketing/campaigns/:id`: the campaign's form, its actions and its progress. */
export function CampaignEditPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const query = useQuery(CAMPAIGN, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const campaign = query.data?.campaign ?? null;
  // Progress while the campaign is being sent.
  const sending = campaign?.status === 'SENDING';
  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (!sending) return;
    startPolling(SENDING_POLL_MS);
    return () => stopPolling();
  }, [sending, startPolling, stopPolling]);
  usePageTitle(campaign ? t('campaigns.form.editTitle', { name: campaign.name }) : t(id ? 'campaigns.title' : 'campaigns.form.createTitle'));

  if (id && query.loading && !campaign) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (id && !campaign && query.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('campaigns.form.loadFailed')}
        description={errorMessage(t, query.error)}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (id && !campaign) return <AdminErrorPage code={404} />;
  // A new key per campaign (and per status): the form starts again from what it holds.
  return <CampaignForm key={`${campaign?.id ?? 'new'}-${campaign?.status ?? ''}`} campaign={campaign} />;
}

function CampaignForm({ campaign }: { campaign: CampaignNode | null }) {
  const { t } = useTranslation();
  const { notification, modal } = App.useApp();
  const navigate = useNavigate();
  const { can, admin } = useAdmin();
  const [failure, setFailure] = useState<string | null>(null);
  const [testOpen, setTestOpen] = useState(false);
  const [scheduleOpen, setScheduleOpen] = useState(false);
  const evictList = {
    update(cache: { evict(options: { fieldName: string }): boolean; gc(): string[] }) {
      cache.evict({ fieldName: 'campaigns' });
      cache.gc();
    },
  };
  const [create] = useMutation(CREATE_CAMPAIGN, evictList);
  const [update] = useMutation(UPDATE_CAMPAIGN, evictList);
  const [sendNow] = useMutation(SEND_CAMPAIGN_NOW, evictList);
  const [cancel] = useMutation(CANCEL_CAMPAIGN, evictList);
  const groups = useQuery(CUSTOMER_GROUPS, { fetchPolicy: 'cache-first', skip: !can('users.groups.list') });
  const editable = !campaign || isEditable(campaign.status);
  const mayEdit = editable && (campaign ? can('marketing.campaigns.update') : can('marketing.campaigns.create'));
  const mayAct = Boolean(campaign) && can('marketing.campaigns.update');
  const message = (key: string) => t([`campaigns.errors.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);

  const formik = useFormik<CampaignFormValues>({
    initialValues: campaign ? fromCampaign(campaign) : EMPTY_CAMPAIGN,
    validationSchema: campaignSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const input = toCampaignInput(values);
      try {
        if (campaign) {
          const { data } = await update({ variables: { id: campaign.id, input } });
          if (data) formik.resetForm({ values: fromCampaign(data.updateCampaign) });
          notification.success({ title: t('campaigns.form.saved', { name: input.name }) });
        } else {
          const { data } = await create({ variables: { input } });
          notification.success({ title: t('campaigns.form.created', { name: input.name }) });
          navigate(data ? `/marketing/campaigns/${data.createCampaign.id}` : '/marketing/campaigns', { replace: true });
        }
      } catch (error) {
        const fields = Object.entries(fieldErrors(error)).flatMap(([name, key]) => {
          const field = campaignFormField(name);
          return field ? [[field, key] as const] : [];
        });
        if (fields.length) {
          void formik.setTouched({ ...formik.touched, ...Object.fromEntries(fields.map(([field]) => [field, true])) }, false);
          formik.setErrors(Object.fromEntries(fields));
        } else setFailure(errorMessage(t, error));
      }
    },
  });

  const status = (name: keyof CampaignFormValues) => {
    const error = formik.errors[name];
    return (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string'
      ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${name}`}>{message(error)}</span> }
      : {};
  };

  const audienceOptions = useMemo(() => {
    const list = (groups.data?.customerGroups ?? []).map((g) => ({ value: groupAudience(g.code), label: t('campaigns.audience.group', { name: g.name }) }));
    // A group the list does not show (no permission to list groups, or deleted since): still selectable as it is.
    const current = audienceGroup(formik.values.audience);
    if (current && !list.some((o) => o.value === formik.values.audience))
      list.push({ value: formik.values.audience, label: t('campaigns.audience.group', { name: current }) });
    return [{ value: NEWSLETTER, label: t('campaigns.audience.newsletter') }, ...list];
  }, [groups.data, formik.values.audience, t]);

  /** Actions on a saved campaign need what is on screen to be what is saved. */
  const unsaved = formik.dirty;
  const actionHint = unsaved ? t('campaigns.actions.saveFirst') : undefined;

  function onSendNow(c: CampaignNode) {
    modal.confirm({
      title: t('campaigns.actions.sendNowTitle', { name: c.name }),
      content: t('campaigns.actions.sendNowText', { count: c.recipientCount }),
      okText: t('campaigns.actions.sendNowOk', { count: c.recipientCount }),
      okButtonProps: { 'data-testid': 'campaign-send-now-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await sendNow({ variables: { id: c.id } });
          notification.success({ title: t('campaigns.actions.sendNowDone', { name: c.name }) });
        } catch (e) {
          notification.error({ title: t('campaigns.actions.failed'), description: errorMessage(t, e) });
        }
      },
    });
  }

  function onCancel(c: CampaignNode) {
    modal.confirm({
      title: t('campaigns.actions.cancelTitle', { name: c.name }),
      content: t(c.status === 'SENDING' ? 'campaigns.actions.cancelSendingText' : 'campaigns.actions.cancelText'),
      okText: t('campaigns.actions.cancelOk'),
      okButtonProps: { danger: true, 'data-testid': 'campaign-cancel-confirm' } as ButtonProps,
      cancelText: t('campaigns.actions.keep'),
      onOk: async () => {
        try {
          await cancel({ variables: { id: c.id } });
          notification.success({ title: t('campaigns.actions.cancelDone', { name: c.name }) });
        } catch (e) {
          notification.error({ title: t('campaigns.actions.failed'), description: errorMessage(t, e) });
        }
      },
    });
  }

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="center" gap={12} wrap>
          <Link to="/marketing/campaigns" aria-label={t('campaigns.form.back')}>
            <ArrowLeftOutlined />
          </Link>
          <Typography.Title level={2} style={{ margin: 0 }} data-testid="campaign-title">
            {campaign ? campaign.name : t('campaigns.form.createTitle')}
          </Typography.Title>
          {campaign && (
            <Tag color={STATUS_COLOURS[campaign.status]} data-testid="campaign-status">
              {t(`campaigns.status.${campaign.status}`)}
            </Tag>
          )}
          {campaign?.status === 'SCHEDULED' && campaign.scheduledAt && (
            <Typography.Text type="secondary">{t('campaigns.scheduledFor', { date: formatDateTime(campaign.scheduledAt) })}</Typography.Text>
          )}
        </Flex>
        {campaign && mayAct && (
          <Space wrap>
            <Tooltip title={actionHint}>
              <Button icon={<ExperimentOutlined />} disabled={unsaved} onClick={() => setTestOpen(true)} data-testid="campaign-test">
                {t('campaigns.actions.test')}
              </Button>
            </Tooltip>
            {isEditable(campaign.status) && (
              <>
                <Tooltip title={actionHint}>
                  <Button icon={<ClockCircleOutlined />} disabled={unsaved} onClick={() => setScheduleOpen(true)} data-testid="campaign-schedule">
                    {t('campaigns.actions.schedule')}
                  </Button>
                </Tooltip>
                <Tooltip title={actionHint}>
                  <Button type="primary" icon={<SendOutlined />} disabled={unsaved} onClick={() => onSendNow(campaign)} data-testid="campaign-send-now">
                    {t('campaigns.actions.sendNow')}
                  </Button>
                </Tooltip>
              </>
            )}
            {canCancel(campaign.status) && (
              <Button danger icon={<StopOutlined />} onClick={() => onCancel(campaign)} data-testid="campaign-cancel">
                {t('campaigns.actions.cancel')}
              </Button>
            )}
          </Space>
        )}
      </Flex>
      {campaign && !isEditable(campaign.status) && <CampaignProgress campaign={campaign} />}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="campaign-failure" />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()} disabled={!mayEdit} style={{ maxWidth: 960 }}>
        <Card>
          <Form.Item label={t('campaigns.form.name')} htmlFor="campaign-name" required extra={t('campaigns.form.nameHelp')} {...status('name')}>
            <Input
              id="campaign-name"
              name="name"
              maxLength={CAMPAIGN_LIMITS.name}
              value={formik.values.name}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              data-testid="campaign-name"
            />
          </Form.Item>
          <Form.Item label={t('campaigns.form.subject')} htmlFor="campaign-subject" required {...status('subject')}>
            <Input
              id="campaign-subject"
              name="subject"
              maxLength={CAMPAIGN_LIMITS.subject}
              value={formik.values.subject}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              data-testid="campaign-subject"
            />
          </Form.Item>
          <Form.Item label={t('campaigns.form.audience')} htmlFor="campaign-audience" required extra={t('campaigns.form.audienceHelp')} {...status('audience')}>
            <Select
              id="campaign-audience"
              value={formik.values.audience}
              options={audienceOptions}
              loading={groups.loading}
              onChange={(value: string) => void formik.setFieldValue('audience', value)}
              onBlur={() => void formik.setFieldTouched('audience', true)}
              data-testid="campaign-audience"
            />
          </Form.Item>
          {campaign && isEditable(campaign.status) && !unsaved && (
            <Typography.Paragraph type="secondary" data-testid="campaign-audience-count">
              {t('campaigns.audienceCount', { count: campaign.recipientCount })}
            </Typography.Paragraph>
          )}
          <Form.Item label={t('campaigns.form.body')} htmlFor="campaign-body" required extra={t('campaigns.form.bodyHelp')} {...status('bodyHtml')}>
            <RichTextEditor
              id="campaign-body"
              value={formik.values.bodyHtml}
              onChange={(html) => void formik.setFieldValue('bodyHtml', html)}
              onBlur={() => void formik.setFieldTouched('bodyHtml', true)}
              disabled={!mayEdit}
              invalid={Boolean(status('bodyHtml').help)}
              data-testid="campaign-body"
            />
          </Form.Item>
          {mayEdit && (
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting} data-testid="campaign-save">
              {t('campaigns.form.saveDraft')}
            </Button>
          )}
        </Card>
      </Form>
      {campaign && testOpen && <TestDialog campaign={campaign} defaultEmail={admin?.email ?? ''} onClose={() => setTestOpen(false)} />}
      {campaign && scheduleOpen && <ScheduleDialog campaign={campaign} onClose={() => setScheduleOpen(false)} />}
    </>
  );
}

/** Sent / failed / unsubscribed, and a bar while the mails go out. */
function CampaignProgress({ campaign }: { campaign: CampaignNode }) {
  const { t } = useTranslation();
  const done = campaign.sentCount + campaign.failedCount;
  const percent = campaign.recipientCount ? Math.floor((done * 100) / campaign.recipientCount) : 100;
  return (
    <Card style={{ maxWidth: 960, marginBottom: 16 }} data-testid="campaign-progress">
      {campaign.status === 'SENDING' && <Progress percent={percent} status="active" data-testid="campaign-progress-bar" />}
      <Flex gap={32} wrap>
        <Statistic title={t('campaigns.stats.recipients')} value={campaign.recipientCount} />
        <Statistic title={t('campaigns.stats.sent')} value={campaign.sentCount} data-testid="campaign-sent-count" />
        <Statistic title={t('campaigns.stats.failed')} value={campaign.failedCount} data-testid="campaign-failed-count" />
        <Statistic title={t('campaigns.stats.unsubscribed')} value={campaign.unsubscribedCount} data-testid="campaign-unsubscribed-count" />
      </Flex>
      {campaign.sentAt && <Typography.Text type="secondary">{t('campaigns.sentOn', { date: formatDateTime(campaign.sentAt) })}</Typography.Text>}
    </Card>
  );
}

/** "Send a test to …": prefilled with the signed-in administrator's address. */
function TestDialog({ campaign, defaultEmail, onClose }: { campaign: CampaignNode; defaultEmail: string; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string | null>(null);
  const [sendTest, { loading }] = useMutation(SEND_TEST_CAMPAIGN);
  const submit = async () => {
    if (!isTestAddress(email)) return setError(t('ui:fieldErrors.EMAIL_INVALID'));
    setError(null);
    try {
      await sendTest({ variables: { id: campaign.id, email: email.trim() } });
      notification.success({ title: t('campaigns.test.done', { email: email.trim() }) });
      onClose();
    } catch (e) {
      const key = fieldErrors(e).email;
      setError(key ? t(`ui:fieldErrors.${key}`) : errorMessage(t, e));
    }
  };
  return (
    <Modal
      open
      title={t('campaigns.test.title')}
      okText={t('campaigns.test.send')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={loading}
      okButtonProps={{ 'data-testid': 'campaign-test-send' } as ButtonProps}
    >
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('campaigns.test.email')}
          htmlFor="campaign-test-email"
          validateStatus={error ? 'error' : undefined}
          help={error}
          extra={t('campaigns.test.help')}
        >
          <Input
            id="campaign-test-email"
            type="email"
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.target.value)}
            data-testid="campaign-test-email"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** "Schedule": a date and time on the Paris clock, in the future. */
function ScheduleDialog({ campaign, onClose }: { campaign: CampaignNode; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [at, setAt] = useState<Dayjs | null>(campaign.scheduledAt ? inParis(campaign.scheduledAt) : null);
  const [error, setError] = useState<string | null>(null);
  const [schedule, { loading }] = useMutation(SCHEDULE_CAMPAIGN);
  const submit = async () => {
    const iso = at ? fromParisWallClock(at.format('YYYY-MM-DDTHH:mm')) : null;
    if (!iso) return setError(t('ui:fieldErrors.REQUIRED'));
    if (new Date(iso).getTime() <= Date.now()) return setError(t('ui:fieldErrors.DATE_IN_PAST'));
    setError(null);
    try {
      await schedule({ variables: { id: campaign.id, at: iso } });
      notification.success({ title: t('campaigns.schedule.done', { date: formatDateTime(iso) }) });
      onClose();
    } catch (e) {
      const key = fieldErrors(e).at;
      setError(key ? t(`ui:fieldErrors.${key}`) : errorMessage(t, e));
    }
  };
  return (
    <Modal
      open
      title={t('campaigns.schedule.title')}
      okText={t('campaigns.schedule.ok')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={loading}
      okButtonProps={{ 'data-testid': 'campaign-schedule-ok' } as ButtonProps}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('campaigns.schedule.at')}
          htmlFor="campaign-schedule-at"
          validateStatus={error ? 'error' : undefined}
          help={error}
          extra={t('campaigns.schedule.help')}
        >
          <DatePicker
            id="campaign-schedule-at"
            showTime={{ format: 'HH:mm' }}
            format="DD/MM/YYYY HH:mm"
            style={{ width: '100%' }}
            value={at}
            onChange={(value) => setAt(value ?? null)}
            data-testid="campaign-schedule-at"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
