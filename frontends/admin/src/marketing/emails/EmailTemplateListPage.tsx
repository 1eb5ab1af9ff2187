import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Input, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ListHeader } from '../../components/CrudList';
import { formatParisDateTime } from '../../cms/forms/forms.graphql';
import { errorMessage } from '../../users/errors';
import { usePageTitle } from '../../usePageTitle';
import { EMAIL_TEMPLATES, nameKey, type EmailTemplateNode } from './emails.graphql';

const LOCALE_FILTERS = ['all', 'fr', 'en'] as const;

/**
 * `/marketing/emails`: every template code in French and English, its translated name, customised or not.
 * Not a connection (a fixed list of about thirty codes × two languages): filters live in the URL all the same.
 */
export function EmailTemplateListPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('emails.title'));
  const [params, setParams] = useSearchParams();
  const locale = (LOCALE_FILTERS as readonly string[]).includes(params.get('locale') ?? '') ? params.get('locale')! : 'all';
  const search = params.get('q') ?? '';
  const query = useQuery(EMAIL_TEMPLATES, { fetchPolicy: 'cache-and-network' });

  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value && value !== 'all') next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (query.data?.emailTemplates ?? []).filter(
      (row) =>
        (locale === 'all' || row.locale === locale) &&
        (!needle || row.code.includes(needle) || t(nameKey(row.code), { defaultValue: row.code }).toLowerCase().includes(needle)),
    );
  }, [query.data, locale, search, t]);

  const columns: TableColumnsType<EmailTemplateNode> = [
    {
      title: t('emails.columns.name'),
      key: 'name',
      render: (_, row) => (
        <Link to={`/marketing/emails/${encodeURIComponent(row.code)}/${row.locale}`}>{t(nameKey(row.code), { defaultValue: row.code })}</Link>
      ),
    },
    { title: t('emails.columns.code'), dataIndex: 'code', render: (code: string) => <Typography.Text code>{code}</Typography.Text> },
    { title: t('emails.columns.locale'), dataIndex: 'locale', render: (value: string) => t(`emails.locales.${value}`) },
    {
      title: t('emails.columns.state'),
      dataIndex: 'customised',
      render: (customised: boolean) => (customised ? <Tag color="gold">{t('emails.customised')}</Tag> : <Tag>{t('emails.default')}</Tag>),
    },
    { title: t('emails.columns.updatedAt'), dataIndex: 'updatedAt', render: (iso: string | null) => formatParisDateTime(iso, i18n.language) },
    {
      key: 'actions',
      align: 'right',
      render: (_, row) => (
        <Link to={`/marketing/emails/${encodeURIComponent(row.code)}/${row.locale}`} aria-label={`${t('emails.edit')} ${row.code} ${row.locale}`}>
          <Button icon={<EditOutlined />}>{t('emails.edit')}</Button>
        </Link>
      ),
    },
  ];

  return (
    <>
      <ListHeader title={t('emails.title')} intro={t('emails.intro')} onRefresh={() => void query.refetch()} />
      {query.error && <Alert type="error" showIcon title={t('emails.loadFailed')} description={errorMessage(t, query.error)} style={{ marginBottom: 16 }} />}
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search allowClear placeholder={t('emails.search')} defaultValue={search} onSearch={(value) => setFilter('q', value)} style={{ maxWidth: 320 }} />
        <Segmented
          value={locale}
          onChange={(value) => setFilter('locale', String(value))}
          options={LOCALE_FILTERS.map((value) => ({ value, label: value === 'all' ? t('emails.allLocales') : t(`emails.locales.${value}`) }))}
        />
      </Flex>
      <Table
        rowKey={(row) => `${row.code}:${row.locale}`}
        columns={columns}
        dataSource={rows}
        loading={query.loading && !query.data}
        pagination={false}
        locale={{ emptyText: t('emails.empty') }}
      />
    </>
  );
}
