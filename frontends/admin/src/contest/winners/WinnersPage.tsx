import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EyeInvisibleOutlined, PlusOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Segmented,
  Select,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { getIn, useFormik, type FormikErrors } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { fieldErrors } from '@guide/ui';
import { CONTEST_LIMITS } from '@guide/validation';
import { CONTEST_CATEGORIES, type ContestCategory } from '@guide/vocabulary';
import { keepFocus } from '../../auth/form-errors';
import { useAdmin } from '../../auth/useAdmin';
import { LoadErrorAlert } from '../../components/CrudList';
import { AdminErrorPage } from '../../pages/AdminErrorPage';
import { usePageTitle } from '../../usePageTitle';
import { contestFailure, contestMessage } from '../contest-errors';
import { CONTEST_WINNERS, PUBLISH_CONTEST_WINNERS, SET_CONTEST_WINNERS, WINNER_ESTABLISHMENT_OPTIONS, WINNER_REGISTRATION_OPTIONS } from '../contest.graphql';
import { EditionHeader, yearParam } from '../EditionHeader';
import { formatParis } from '../paris-time';
import { useDebounced } from '../useDebounced';
import {
  blankWinner,
  moveWinner,
  nestedWinnerErrors,
  otherErrors,
  toWinnerInputs,
  validateWinnersForm,
  winnerFormRows,
  type WinnerFormRow,
  type WinnersFormValues,
} from './winner-form';

/**
 * /admin/contest/editions/:year/winners: the ranked winners of the four categories (fixed order); each one
 * chosen from the edition's registrations or entered by hand, optionally linked to a guide establishment;
 * rows added, removed, moved; the whole list saved at once (setContestWinners), then published or hidden.
 */
export function WinnersPage() {
  const year = yearParam(useParams().year);
  return year === null ? <AdminErrorPage code={404} /> : <WinnersEditor key={year} year={year} />;
}

function WinnersEditor({ year }: { year: number }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { can } = useAdmin();
  usePageTitle(t('contest.winners.title', { year }));
  const { data, loading, error, refetch } = useQuery(CONTEST_WINNERS, { variables: { year }, fetchPolicy: 'cache-and-network' });
  const edition = data?.contestEdition;
  // An edition has no id for the cache: the list is read again after a save.
  const [save] = useMutation(SET_CONTEST_WINNERS, { refetchQueries: ['ContestWinners'], awaitRefetchQueries: true });
  const [publish, { loading: publishing }] = useMutation(PUBLISH_CONTEST_WINNERS, { refetchQueries: ['ContestWinners'], awaitRefetchQueries: true });
  const [failure, setFailure] = useState<string | null>(null);
  const editable = can('contest.winners.update');
  const initialValues = useMemo<WinnersFormValues>(() => ({ winners: winnerFormRows(edition?.winners ?? []) }), [edition?.winners]);
  const formik = useFormik<WinnersFormValues>({
    initialValues,
    enableReinitialize: true,
    validate: validateWinnersForm,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await save({ variables: { year, winners: toWinnerInputs(values.winners) } });
        notification.success({ title: t('contest.winners.saved', { year }) });
      } catch (e) {
        const fields = fieldErrors(e);
        const rows = nestedWinnerErrors(fields);
        if (rows.winners) formik.setErrors(rows);
        const others = otherErrors(fields);
        if (!rows.winners || others.length) setFailure(others.length ? contestMessage(t, others[0]) : contestFailure(t, e));
      }
    },
  });

  async function onPublish(published: boolean) {
    setFailure(null);
    try {
      await publish({ variables: { year, published } });
      notification.success({ title: t(published ? 'contest.winners.publishedDone' : 'contest.winners.unpublishedDone', { year }) });
    } catch (e) {
      setFailure(contestFailure(t, e));
    }
  }

  if (!loading && data && !edition) return <AdminErrorPage code={404} />;
  const rows = formik.values.winners;
  const setRows = (next: WinnerFormRow[]) => void formik.setFieldValue('winners', next);
  const published = Boolean(edition?.winnersPublishedAt);
  return (
    <>
      <EditionHeader year={year} current="winners" onRefresh={() => void refetch()}>
        {edition && (
          <Tag color={published ? 'gold' : 'default'} data-testid="winners-state">
            {published ? t('contest.winners.publishedOn', { date: formatParis(edition.winnersPublishedAt) }) : t('contest.winners.draft')}
          </Tag>
        )}
        {editable && edition && (
          <Popconfirm
            title={t(published ? 'contest.winners.confirmUnpublish' : 'contest.winners.confirmPublish', { year })}
            okText={t(published ? 'contest.winners.unpublish' : 'contest.winners.publish')}
            cancelText={t('common.cancel')}
            disabled={!published && formik.dirty}
            onConfirm={() => onPublish(!published)}
          >
            <Tooltip title={!published && formik.dirty ? t('contest.winners.saveFirst') : undefined}>
              <Button
                icon={published ? <EyeInvisibleOutlined /> : <SendOutlined />}
                loading={publishing}
                disabled={!published && (formik.dirty || edition.winners.length === 0)}
                data-testid={published ? 'winners-unpublish' : 'winners-publish'}
              >
                {t(published ? 'contest.winners.unpublish' : 'contest.winners.publish')}
              </Button>
            </Tooltip>
          </Popconfirm>
        )}
      </EditionHeader>
      {error && !data && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <Typography.Paragraph type="secondary">{t('contest.winners.intro')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="winners-failure" />}
      <Form layout="vertical" onFinish={() => void formik.submitForm()} disabled={!editable}>
        {CONTEST_CATEGORIES.map((category) => {
          const indexes = rows.flatMap((row, i) => (row.category === category ? [i] : []));
          return (
            <Card
              key={category}
              size="small"
              title={t(`contest.categories.${category}`)}
              style={{ marginBottom: 16 }}
              data-testid={`winners-${category}`}
              extra={
                editable && (
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() => setRows([...rows, blankWinner(rows, category)])}
                    data-testid={`winner-add-${category}`}
                  >
                    {t('contest.winners.add')}
                  </Button>
                )
              }
            >
              {indexes.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contest.winners.none')} />
              ) : (
                indexes.map((index, position) => (
                  <WinnerRowEditor
                    key={rows[index].key}
                    year={year}
                    index={index}
                    testId={`winner-${category}-${position}`}
                    row={rows[index]}
                    errors={getIn(formik.errors, `winners.${index}`) as FormikErrors<WinnerFormRow> | undefined}
                    showErrors={formik.submitCount > 0}
                    editable={editable}
                    first={position === 0}
                    last={position === indexes.length - 1}
                    onChange={(change) => void formik.setFieldValue(`winners.${index}`, { ...rows[index], ...change })}
                    onMove={(by) => setRows(moveWinner(rows, index, by))}
                    onRemove={() => setRows(rows.filter((_, i) => i !== index))}
                  />
                ))
              )}
            </Card>
          );
        })}
        {editable && (
          <Flex gap={8}>
            <Button type="primary" icon={<SaveOutlined />} htmlType="submit" loading={formik.isSubmitting} onMouseDown={keepFocus} data-testid="winners-save">
              {t('contest.winners.save')}
            </Button>
            <Button disabled={!formik.dirty || formik.isSubmitting} onClick={() => formik.resetForm()}>
              {t('contest.winners.discard')}
            </Button>
          </Flex>
        )}
      </Form>
    </>
  );
}

interface WinnerRowProps {
  year: number;
  index: number;
  testId: string;
  row: WinnerFormRow;
  errors: FormikErrors<WinnerFormRow> | undefined;
  showErrors: boolean;
  editable: boolean;
  first: boolean;
  last: boolean;
  onChange(change: Partial<WinnerFormRow>): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

function WinnerRowEditor({ year, testId, row, errors, showErrors, editable, first, last, onChange, onMove, onRemove }: WinnerRowProps) {
  const { t } = useTranslation();
  const { can } = useAdmin();
  const status = (field: keyof WinnerFormRow) => {
    const key = errors?.[field];
    return showErrors && typeof key === 'string'
      ? { validateStatus: 'error' as const, help: <span data-testid={`field-error-${testId}-${field}`}>{contestMessage(t, key, field)}</span> }
      : {};
  };
  const text = (field: 'name' | 'establishmentName') => (
    <Form.Item label={t(`contest.winners.fields.${field}`)} htmlFor={`${testId}-${field}`} required {...status(field)}>
      <Input
        id={`${testId}-${field}`}
        maxLength={CONTEST_LIMITS.name}
        value={row[field]}
        onChange={(e) => onChange({ [field]: e.target.value })}
        data-testid={`${testId}-${field}`}
      />
    </Form.Item>
  );
  return (
    <div style={{ borderBottom: '1px solid rgba(5,5,5,0.06)', paddingTop: 8 }} data-testid={testId}>
      <Row gutter={12} align="top">
        <Col xs={8} md={3}>
          <Form.Item label={t('contest.winners.fields.rank')} htmlFor={`${testId}-rank`} required {...status('rank')}>
            <InputNumber
              id={`${testId}-rank`}
              precision={0}
              controls={false}
              style={{ width: '100%' }}
              value={row.rank}
              onChange={(value) => onChange({ rank: typeof value === 'number' ? value : null })}
              data-testid={`${testId}-rank`}
            />
          </Form.Item>
        </Col>
        <Col xs={16} md={9}>
          <Form.Item label={t('contest.winners.fields.source')}>
            <Segmented<WinnerFormRow['source']>
              value={row.source}
              disabled={!editable}
              options={[
                { value: 'registration', label: t('contest.winners.fromRegistration') },
                { value: 'manual', label: t('contest.winners.byHand') },
              ]}
              onChange={(source) => onChange({ source, registrationId: null })}
              data-testid={`${testId}-source`}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {row.source === 'registration' && (
            <Form.Item label={t('contest.winners.fields.registration')} htmlFor={`${testId}-registration`} {...status('registrationId')}>
              <RegistrationPicker
                id={`${testId}-registration`}
                year={year}
                category={row.category}
                row={row}
                onPick={(pick) => onChange(pick)}
                testId={`${testId}-registration`}
              />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={8}>
          {text('name')}
        </Col>
        <Col xs={24} md={8}>
          {text('establishmentName')}
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            label={t('contest.winners.fields.establishment')}
            htmlFor={`${testId}-establishment`}
            extra={t('contest.winners.establishmentHelp')}
            {...status('establishmentId')}
          >
            {can('catalog.establishments.list') ? (
              <EstablishmentPicker id={`${testId}-establishment`} row={row} onPick={(pick) => onChange(pick)} testId={`${testId}-establishment`} />
            ) : (
              <Input id={`${testId}-establishment`} disabled value={row.establishmentLabel ?? ''} placeholder={t('contest.winners.noGuideAccess')} />
            )}
          </Form.Item>
        </Col>
      </Row>
      {editable && (
        <Space size={4} style={{ marginBottom: 12 }}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={first}
            onClick={() => onMove(-1)}
            aria-label={t('contest.moveUp')}
            data-testid={`${testId}-up`}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={last}
            onClick={() => onMove(1)}
            aria-label={t('contest.moveDown')}
            data-testid={`${testId}-down`}
          />
          <Button size="small" danger icon={<DeleteOutlined />} onClick={onRemove} data-testid={`${testId}-remove`}>
            {t('contest.winners.remove')}
          </Button>
        </Space>
      )}
    </div>
  );
}

/** Searches the edition's registrations of the winner's category; picking one fills the names. */
function RegistrationPicker({
  id,
  year,
  category,
  row,
  onPick,
  testId,
}: {
  id: string;
  year: number;
  category: ContestCategory;
  row: WinnerFormRow;
  onPick(change: Partial<WinnerFormRow>): void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim());
  const { data, loading } = useQuery(WINNER_REGISTRATION_OPTIONS, {
    variables: { edition: year, category, search: debounced || null },
    fetchPolicy: 'cache-and-network',
  });
  const found = data?.contestRegistrations.edges.map((edge) => edge.node) ?? [];
  const label = (r: { name: string; establishmentName: string }) => `${r.name} — ${r.establishmentName}`;
  const options = found.map((r) => ({ value: r.id, label: label(r) }));
  if (row.registrationId && !options.some((o) => o.value === row.registrationId)) options.unshift({ value: row.registrationId, label: label(row) });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      loading={loading}
      placeholder={t('contest.winners.registrationPlaceholder')}
      notFoundContent={t('contest.winners.noRegistration')}
      value={row.registrationId ?? undefined}
      options={options}
      onChange={(value?: string) => {
        const picked = found.find((r) => r.id === value);
        onPick(picked ? { registrationId: picked.id, name: picked.name, establishmentName: picked.establishmentName } : { registrationId: null });
      }}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}

/** Searches the guide's establishments (the back office's establishment search). */
function EstablishmentPicker({ id, row, onPick, testId }: { id: string; row: WinnerFormRow; onPick(change: Partial<WinnerFormRow>): void; testId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim());
  const wanted = debounced.length >= 2;
  const { data, loading } = useQuery(WINNER_ESTABLISHMENT_OPTIONS, { variables: { search: debounced }, skip: !wanted, errorPolicy: 'all' });
  const found = wanted ? (data?.adminEstablishments.edges.map((edge) => edge.node) ?? []) : [];
  const options = found.map((e) => ({ value: e.id, label: `${e.name} (${e.city.name})` }));
  if (row.establishmentId && !options.some((o) => o.value === row.establishmentId))
    options.unshift({ value: row.establishmentId, label: row.establishmentLabel ?? row.establishmentId });
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      loading={loading}
      placeholder={t('contest.winners.establishmentPlaceholder')}
      notFoundContent={wanted ? t('contest.winners.noEstablishment') : t('contest.winners.typeToSearch')}
      value={row.establishmentId ?? undefined}
      options={options}
      onChange={(value?: string) => {
        const picked = found.find((e) => e.id === value);
        onPick(
          picked
            ? { establishmentId: picked.id, establishmentLabel: picked.name, ...(row.establishmentName.trim() ? {} : { establishmentName: picked.name }) }
            : { establishmentId: null, establishmentLabel: null },
        );
      }}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
