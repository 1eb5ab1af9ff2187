import { LoginOutlined, LogoutOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Col, Form, Input, InputNumber, Modal, Popconfirm, Row, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CONTEST_LIMITS } from '@guide/validation';
import { applyServerErrors, keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import { usePageTitle } from '../../usePageTitle';
import { contestFailure, contestFieldStatus } from '../contest-errors';
import { CONTEST_EDITIONS, CREATE_CONTEST_EDITION, DELETE_CONTEST_EDITION, UPDATE_CONTEST_EDITION, type EditionRow } from '../contest.graphql';
import { editionState, formatParis } from '../paris-time';
import { editionFormValues, editionInputOf, toEditionInput, validateEditionForm, type EditionFormValues } from './edition-form';

const STATE_COLOURS = { open: 'green', upcoming: 'blue', closed: 'default' } as const;

/**
 * /admin/contest/editions: the contest's editions, newest first (period on the Paris clock, open / upcoming /
 * closed, theme, registrations, winners published or draft); create, edit, open or close now, delete (refused
 * while it has registrations). Each edition links to its winners and partners.
 */
export function EditionsPage() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('contest.editions.title'));
  const withCount = can('contest.registrations.list');
  const { data, loading, error, refetch } = useQuery(CONTEST_EDITIONS, { variables: { withCount }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<EditionRow | 'new' | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const refetchQueries = ['ContestEditions'];
  const [update] = useMutation(UPDATE_CONTEST_EDITION, { refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(DELETE_CONTEST_EDITION, { refetchQueries, awaitRefetchQueries: true });

  async function moveDate(edition: EditionRow, which: 'opensAt' | 'closesAt') {
    setBusy(edition.year);
    try {
      await update({ variables: { year: edition.year, input: editionInputOf(edition, { [which]: new Date().toISOString() }) } });
      notification.success({ title: t(which === 'opensAt' ? 'contest.editions.openedNow' : 'contest.editions.closedNow', { year: edition.year }) });
    } catch (e) {
      notification.error({ title: t('contest.editions.updateFailed', { year: edition.year }), description: contestFailure(t, e) });
    } finally {
      setBusy(null);
    }
  }

  async function onDelete(edition: EditionRow) {
    try {
      await remove({ variables: { year: edition.year } });
      notification.success({ title: t('contest.editions.deleted', { year: edition.year }) });
    } catch (e) {
      notification.error({ title: t('contest.editions.deleteFailed', { year: edition.year }), description: contestFailure(t, e) });
    }
  }

  const columns: TableColumnsType<EditionRow> = [
    { title: t('contest.editions.fields.year'), dataIndex: 'year', key: 'year', render: (year: number) => <Typography.Text strong>{year}</Typography.Text> },
    {
      title: t('contest.editions.fields.period'),
      key: 'period',
      render: (_, edition) => (
        <span data-testid={`edition-period-${edition.year}`}>
          {t('contest.editions.periodText', { from: formatParis(edition.opensAt), to: formatParis(edition.closesAt) })}
        </span>
      ),
    },
    {
      title: t('contest.editions.fields.state'),
      key: 'state',
      render: (_, edition) => {
        const state = editionState(edition);
        return (
          <Tag color={STATE_COLOURS[state]} data-testid={`edition-state-${edition.year}`}>
            {t(`contest.editions.states.${state}`)}
          </Tag>
        );
      },
    },
    { title: t('contest.editions.fields.theme'), dataIndex: 'theme', key: 'theme', render: (theme: string | null) => theme ?? '—' },
    ...(withCount
      ? [
          {
            title: t('contest.editions.fields.registrationCount'),
            key: 'registrationCount',
            align: 'right' as const,
            render: (_: unknown, edition: EditionRow) => <Link to={`/contest/registrations?edition=${edition.year}`}>{edition.registrationCount ?? 0}</Link>,
          },
        ]
      : []),
    {
      title: t('contest.editions.fields.winners'),
      key: 'winners',
      render: (_, edition) =>
        edition.winnersPublishedAt ? (
          <Tooltip title={formatParis(edition.winnersPublishedAt)}>
            <Tag color="gold">{t('contest.winners.published')}</Tag>
          </Tooltip>
        ) : (
          <Tag>{t('contest.winners.draft')}</Tag>
        ),
    },
    {
      title: t('contest.editions.fields.actions'),
      key: 'actions',
      render: (_, edition) => {
        const state = editionState(edition);
        return (
          <Space wrap size={4}>
            {can('contest.editions.update') && <EditButton onClick={() => setEditing(edition)} testId={`edition-edit-${edition.year}`} />}
            {can('contest.editions.update') && state !== 'open' && edition.closesAt && new Date(edition.closesAt) > new Date() && (
              <Popconfirm
                title={t('contest.editions.confirmOpenNow', { year: edition.year })}
                okText={t('contest.editions.openNow')}
                cancelText={t('common.cancel')}
                onConfirm={() => moveDate(edition, 'opensAt')}
              >
                <Button size="small" icon={<LoginOutlined />} loading={busy === edition.year} data-testid={`edition-open-now-${edition.year}`}>
                  {t('contest.editions.openNow')}
                </Button>
              </Popconfirm>
            )}
            {can('contest.editions.update') && state === 'open' && (
              <Popconfirm
                title={t('contest.editions.confirmCloseNow', { year: edition.year })}
                okText={t('contest.editions.closeNow')}
                cancelText={t('common.cancel')}
                onConfirm={() => moveDate(edition, 'closesAt')}
              >
                <Button size="small" icon={<LogoutOutlined />} loading={busy === edition.year} data-testid={`edition-close-now-${edition.year}`}>
                  {t('contest.editions.closeNow')}
                </Button>
              </Popconfirm>
            )}
            {can('contest.winners.list') && (
              <Link to={`/contest/editions/${edition.year}/winners`} data-testid={`edition-winners-${edition.year}`}>
                <Button size="small" icon={<TrophyOutlined />}>
                  {t('contest.winners.tab')}
                </Button>
              </Link>
            )}
            {can('contest.partners.list') && (
              <Link to={`/contest/editions/${edition.year}/partners`} data-testid={`edition-partners-${edition.year}`}>
                <Button size="small" icon={<TeamOutlined />}>
                  {t('contest.partners.tab')}
                </Button>
              </Link>
            )}
            {can('contest.editions.delete') && (
              <ConfirmDelete
                title={t('contest.editions.confirmDelete', { year: edition.year })}
                description={t('contest.editions.confirmDeleteText')}
                onConfirm={() => onDelete(edition)}
                testId={`edition-delete-${edition.year}`}
              />
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <ListHeader
        title={t('contest.editions.title')}
        intro={t('contest.editions.intro')}
        onRefresh={() => void refetch()}
        create={can('contest.editions.create') ? { label: t('contest.editions.new'), testId: 'edition-new', onClick: () => setEditing('new') } : undefined}
      />
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<EditionRow & { id: string }>
        columns={columns as TableColumnsType<EditionRow & { id: string }>}
        dataSource={(data?.contestEditions ?? []).map((edition) => ({ ...edition, id: String(edition.year) }))}
        loading={loading && !data}
        emptyText={t('contest.editions.empty')}
        data-testid="editions-table"
        onOpen={can('contest.editions.update') ? setEditing : undefined}
      />
      <EditionModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** Create or edit an edition: the shared rules first, then the server's fieldErrors on their fields. */
function EditionModal({ target, onClose }: { target: EditionRow | 'new' | null; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const editing = target !== null && target !== 'new' ? target : null;
  const [failure, setFailure] = useState<string | null>(null);
  const options = { refetchQueries: ['ContestEditions'], awaitRefetchQueries: true };
  const [create] = useMutation(CREATE_CONTEST_EDITION, options);
  const [update] = useMutation(UPDATE_CONTEST_EDITION, options);
  const formik = useFormik<EditionFormValues>({
    initialValues: editionFormValues(editing),
    enableReinitialize: true,
    validate: validateEditionForm,
    onSubmit: async (values) => {
      setFailure(null);
      const input = toEditionInput(values);
      try {
        if (editing) await update({ variables: { year: editing.year, input } });
        else await create({ variables: { input } });
        notification.success({ title: t(editing ? 'contest.editions.updated' : 'contest.editions.created', { year: input.year }) });
        close();
      } catch (error) {
        const leftovers = applyServerErrors(formik, error);
        setFailure(leftovers && leftovers.length === 0 ? null : contestFailure(t, error));
      }
    },
  });
  function close() {
    formik.resetForm();
    setFailure(null);
    onClose();
  }
  const status = (name: keyof EditionFormValues) => contestFieldStatus(formik.errors, formik.touched, name, t);
  const submit = () => void formik.submitForm();
  const dateField = (name: 'opensAt' | 'closesAt') => (
    <Form.Item label={t(`contest.editions.fields.${name}`)} htmlFor={`edition-${name}`} required extra={t('contest.editions.parisTime')} {...status(name)}>
      <Input
        id={`edition-${name}`}
        name={name}
        type="datetime-local"
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`edition-${name}`}
      />
    </Form.Item>
  );
  const textField = (name: 'theme' | 'themeEn', lang: 'fr' | 'en') => (
    <Form.Item label={t(`contest.editions.fields.${name}`)} htmlFor={`edition-${name}`} {...status(name)}>
      <Input
        id={`edition-${name}`}
        name={name}
        lang={lang}
        maxLength={CONTEST_LIMITS.theme}
        showCount
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`edition-${name}`}
      />
    </Form.Item>
  );
  const rulesField = (name: 'rules' | 'rulesEn', lang: 'fr' | 'en') => (
    <Form.Item label={t(`contest.editions.fields.${name}`)} htmlFor={`edition-${name}`} extra={t('contest.editions.rulesHelp')} {...status(name)}>
      <Input.TextArea
        id={`edition-${name}`}
        name={name}
        lang={lang}
        rows={6}
        maxLength={CONTEST_LIMITS.rules}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        data-testid={`edition-${name}`}
      />
    </Form.Item>
  );
  return (
    <Modal
      open={target !== null}
      title={editing ? t('contest.editions.editTitle', { year: editing.year }) : t('contest.editions.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={close}
      confirmLoading={formik.isSubmitting}
      okButtonProps={{ 'data-testid': 'edition-save', onMouseDown: keepFocus }}
      width={760}
      destroyOnHidden
      data-testid="edition-modal"
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="edition-failure" />}
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={t('contest.editions.fields.year')} htmlFor="edition-year" required {...status('year')}>
          <InputNumber
            id="edition-year"
            precision={0}
            controls={false}
            style={{ width: 160 }}
            value={formik.values.year}
            onChange={(value) => void formik.setFieldValue('year', typeof value === 'number' ? value : null)}
            onBlur={() => void formik.setFieldTouched('year', true)}
            data-testid="edition-year"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {dateField('opensAt')}
          </Col>
          <Col xs={24} md={12}>
            {dateField('closesAt')}
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {textField('theme', 'fr')}
          </Col>
          <Col xs={24} md={12}>
            {textField('themeEn', 'en')}
          </Col>
        </Row>
        {rulesField('rules', 'fr')}
        {rulesField('rulesEn', 'en')}
      </Form>
    </Modal>
  );
}
