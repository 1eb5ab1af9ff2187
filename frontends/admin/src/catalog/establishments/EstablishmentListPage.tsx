import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client';
import { Alert, Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatCents, isLanguage } from '@guide/ui';
import { usePageTitle } from '../../usePageTitle';
import {
  ADMIN_ESTABLISHMENTS,
  type AdminEstablishmentsData,
  type AdminEstablishmentsVariables,
  type EstablishmentRow,
} from './establishments.graphql';

export const PAGE_SIZE = 20;

/**
 * The guide's establishments, 20 per page. The API pages with cursors, so the table moves page by page:
 * `cursors[n]` is the `after` of page n (null for the first), remembered as pages are visited.
 */
export function EstablishmentListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  usePageTitle(t('establishments.title'));
  const [page, setPage] = useState(0);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);

  const { data, previousData, loading, error, refetch } = useQuery<AdminEstablishmentsData, AdminEstablishmentsVariables>(ADMIN_ESTABLISHMENTS, {
    variables: { first: PAGE_SIZE, after: cursors[page] },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.establishments;
  const pageCount = connection ? Math.max(1, Math.ceil(connection.totalCount / PAGE_SIZE)) : 1;

  function next() {
    const endCursor = data?.establishments.pageInfo.endCursor;
    if (!endCursor) return;
    setCursors((list) => [...list.slice(0, page + 1), endCursor]);
    setPage(page + 1);
  }

  const columns: TableColumnsType<EstablishmentRow> = [
    { title: t('establishments.fields.name'), dataIndex: 'name', key: 'name', render: (name: string, row) => <Typography.Text strong title={row.slug}>{name}</Typography.Text> },
    { title: t('establishments.fields.type'), dataIndex: 'type', key: 'type', render: (type: string) => <Tag>{t(`establishmentType.${type}`)}</Tag> },
    {
      title: t('establishments.fields.mealCategory'),
      dataIndex: 'mealCategory',
      key: 'mealCategory',
      render: (category: string | null) => (category ? t(`mealCategory.${category}`) : '—'),
    },
    { title: t('establishments.fields.city'), key: 'city', render: (_, row) => row.city.name },
    { title: t('establishments.fields.department'), key: 'department', render: (_, row) => `${row.department.name} (${row.department.code})` },
    {
      title: t('establishments.fields.priceFrom'),
      dataIndex: 'priceFrom',
      key: 'priceFrom',
      align: 'right',
      render: (cents: number | null) => (cents != null ? formatCents(cents, lang) : '—'),
    },
    {
      title: t('establishments.fields.page'),
      dataIndex: 'path',
      key: 'path',
      render: (path: string) => (
        <a href={path} target="_blank" rel="noreferrer">
          {t('establishments.view')}
        </a>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t('establishments.title')}
        </Typography.Title>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} aria-label={t('common.refresh')} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/catalog/establishments/new')} data-testid="establishment-new">
            {t('establishments.new')}
          </Button>
        </Flex>
      </Flex>
      {error && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('establishments.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      )}
      <Table<EstablishmentRow>
        rowKey="id"
        columns={columns}
        dataSource={connection?.edges.map((edge) => edge.node) ?? []}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('establishments.empty') }}
        data-testid="establishments-table"
      />
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">
          {connection ? t('establishments.pageInfo', { page: page + 1, pages: pageCount, count: connection.totalCount }) : ''}
        </Typography.Text>
        <Flex gap={8}>
          <Button disabled={page === 0 || loading} onClick={() => setPage(page - 1)}>
            {t('common.previous')}
          </Button>
          <Button disabled={!data?.establishments.pageInfo.hasNextPage || loading} onClick={next}>
            {t('common.next')}
          </Button>
        </Flex>
      </Flex>
    </>
  );
}
