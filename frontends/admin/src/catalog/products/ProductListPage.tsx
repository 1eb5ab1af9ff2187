import { EyeOutlined, PictureOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Image, Input, Select, Space, Tag, Tooltip, TreeSelect, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatDate, isLanguage } from '@guide/ui';
import { useAdmin } from '../../auth/useAdmin';
import { ConfirmDelete, CrudTable, CursorPager, EditButton, ListHeader, LoadErrorAlert } from '../../components/CrudList';
import type { CrudTarget } from '../../components/useCrudModal';
import { useDeleteRow } from '../../components/useDeleteRow';
import { PAGE_SIZE, useCursorPages } from '../../users/pagination';
import { usePageTitle } from '../../usePageTitle';
import { categoryName, categoryTree, type CategoryNode } from './category-tree';
import { ProductModal } from './ProductModal';
import { ADMIN_PRODUCTS, DELETE_PRODUCT, PRODUCT_CATEGORIES, type ProductRow } from './products.graphql';
import { StockModal } from './StockModal';

/** antd tree data of the category tree, in the interface language. */
export function categoryTreeData(nodes: CategoryNode[], lang: string): { value: string; title: string; children?: ReturnType<typeof categoryTreeData> }[] {
  return nodes.map((node) => ({ value: node.id, title: categoryName(node, lang), children: node.children && categoryTreeData(node.children, lang) }));
}

/**
 * /admin/catalog/products: every product (drafts included), newest change first, 20 per page; search on name
 * and SKU, publication and category filters; create and edit in a modal, stock per source, delete.
 */
export function ProductListPage() {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'fr';
  const { can } = useAdmin();
  usePageTitle(t('products.title'));
  const [search, setSearch] = useState('');
  const [published, setPublished] = useState<boolean | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const pages = useCursorPages();
  const { data, previousData, loading, error, refetch } = useQuery(ADMIN_PRODUCTS, {
    variables: { search: search || null, published, categoryId, first: PAGE_SIZE, after: pages.after },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = (data ?? previousData)?.adminProducts;
  const categories = useQuery(PRODUCT_CATEGORIES, { fetchPolicy: 'cache-and-network' });
  const tree = useMemo(() => categoryTreeData(categoryTree(categories.data?.productCategories ?? []), lang), [categories.data, lang]);
  const [editing, setEditing] = useState<CrudTarget<ProductRow>>(null);
  const [stockOf, setStockOf] = useState<ProductRow | null>(null);
  const onDelete = useDeleteRow<ProductRow>(DELETE_PRODUCT, {
    refetchQueries: ['AdminProducts'],
    deleted: (product) => t('products.deleted', { name: product.name }),
    failed: (product) => t('products.deleteFailed', { name: product.name }),
  });
  /** A new filter starts over from the first page. */
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      pages.reset();
    };
  const displayName = (row: ProductRow) => (lang === 'en' && row.nameEn ? row.nameEn : row.name);

  const columns: TableColumnsType<ProductRow> = [
    {
      title: t('products.fields.image'),
      key: 'image',
      width: 72,
      render: (_, row) =>
        row.images[0] ? (
          <Image src={row.images[0].url} alt={row.images[0].alt ?? ''} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} preview={false} />
        ) : (
          <Tooltip title={t('products.noImage')}>
            <PictureOutlined style={{ fontSize: 24, color: '#bbb' }} aria-label={t('products.noImage')} />
          </Tooltip>
        ),
    },
    {
      title: t('products.fields.name'),
      key: 'name',
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{displayName(row)}</Typography.Text>
          {row.categories.length > 0 && <Typography.Text type="secondary">{row.categories.map((c) => c.name).join(', ')}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('products.fields.sku'), dataIndex: 'sku', key: 'sku', render: (sku: string) => <Typography.Text code>{sku}</Typography.Text> },
    { title: t('products.fields.price'), key: 'price', align: 'right', render: (_, row) => formatCents(row.priceCents, lang, row.currency) },
    { title: t('products.fields.taxCategory'), dataIndex: 'taxCategory', key: 'tax', render: (tax: string) => t(`taxCategory.${tax}`) },
    {
      title: t('products.fields.stock'),
      dataIndex: 'stockQuantity',
      key: 'stock',
      align: 'right',
      render: (quantity: number) => <Typography.Text type={quantity > 0 ? undefined : 'danger'}>{quantity}</Typography.Text>,
    },
    {
      title: t('products.published'),
      dataIndex: 'published',
      key: 'published',
      render: (value: boolean) => (value ? <Tag color="green">{t('products.published')}</Tag> : <Tag>{t('products.draft')}</Tag>),
    },
    { title: t('products.fields.updatedAt'), dataIndex: 'updatedAt', key: 'updatedAt', render: (value: string) => formatDate(value) },
    {
      title: t('products.fields.actions'),
      key: 'actions',
      render: (_, row) => (
        <Space wrap size={4}>
          {can('catalog.products.update') && <EditButton onClick={() => setEditing(row)} testId={`product-edit-${row.sku}`} />}
          {can('catalog.products.update') && (
            <Button
              size="small"
              onClick={() => setStockOf(row)}
              data-testid={`product-stock-${row.sku}`}
              aria-label={t('products.stockOf', { name: row.name })}
            >
              {t('products.stockButton')}
            </Button>
          )}
          <Tooltip title={t('products.view')}>
            <Button
              size="small"
              icon={<EyeOutlined />}
              href={row.path}
              target="_blank"
              rel="noreferrer"
              disabled={!row.published}
              aria-label={t('products.view')}
            />
          </Tooltip>
          {can('catalog.products.delete') && (
            <ConfirmDelete
              title={t('products.confirmDelete', { name: row.name })}
              description={t('products.confirmDeleteText')}
              onConfirm={() => onDelete(row)}
              testId={`product-delete-${row.sku}`}
            />
          )}
        </Space>
      ),
    },
  ];

  const filtered = Boolean(search || published !== null || categoryId);
  return (
    <>
      <ListHeader
        title={t('products.title')}
        intro={t('products.intro')}
        onRefresh={() => void refetch()}
        create={can('catalog.products.create') ? { label: t('products.new'), testId: 'product-new', onClick: () => setEditing('new') } : undefined}
      >
        <Input.Search
          allowClear
          placeholder={t('products.searchPlaceholder')}
          aria-label={t('products.searchLabel')}
          onSearch={(value) => filter(setSearch)(value.trim())}
          style={{ width: 240 }}
          data-testid="products-search"
        />
        <Select
          allowClear
          value={published === null ? undefined : String(published)}
          placeholder={t('products.filters.published')}
          aria-label={t('products.filters.published')}
          options={[
            { value: 'true', label: t('products.published') },
            { value: 'false', label: t('products.draft') },
          ]}
          onChange={(value?: string) => filter(setPublished)(value === undefined ? null : value === 'true')}
          style={{ minWidth: 160 }}
          data-testid="products-published-filter"
        />
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          value={categoryId ?? undefined}
          placeholder={t('products.filters.category')}
          aria-label={t('products.filters.category')}
          treeData={tree}
          onChange={(value?: string) => filter(setCategoryId)(value ?? null)}
          style={{ minWidth: 200 }}
          data-testid="products-category-filter"
        />
      </ListHeader>
      {error && !connection && <LoadErrorAlert error={error} onRetry={() => void refetch()} />}
      <CrudTable<ProductRow>
        columns={columns}
        dataSource={connection?.edges.map((edge) => edge.node) ?? []}
        loading={loading}
        emptyText={filtered ? t('products.noMatch') : t('products.empty')}
        data-testid="products-table"
        onOpen={can('catalog.products.update') ? setEditing : undefined}
      />
      <CursorPager
        pages={pages}
        totalCount={connection?.totalCount}
        pageInfo={data?.adminProducts.pageInfo}
        loading={loading}
        infoKey="products.pageInfo"
        testIdPrefix="products"
      />
      <ProductModal product={editing} categories={tree} onClose={() => setEditing(null)} />
      <StockModal product={stockOf} onClose={() => setStockOf(null)} />
    </>
  );
}
