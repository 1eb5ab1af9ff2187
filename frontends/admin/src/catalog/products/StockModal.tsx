import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Flex, InputNumber, Modal, Table, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../users/errors';
import { PRODUCT_STOCK, SET_STOCK, type ProductRow } from './products.graphql';

const MAX_QUANTITY = 1_000_000;

/**
 * The quantity of a product at each inventory source (commerce), each saved on its own with `setStock`.
 * Without any source listed, one line edits the default source (`sourceCode` left out).
 */
export function StockModal({ product, onClose }: { product: ProductRow | null; onClose(): void }) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const { data, loading, error, refetch } = useQuery(PRODUCT_STOCK, { variables: { id: product?.id ?? '' }, skip: !product, fetchPolicy: 'network-only' });
  const [setStock] = useMutation(SET_STOCK, { refetchQueries: ['AdminProducts'] });
  const levels = data?.adminProduct?.stockLevels ?? [];
  const rows = levels.length
    ? levels
    : [{ sourceCode: '', sourceName: t('products.stock.defaultSource'), sourceEnabled: true, quantity: data?.adminProduct?.stockQuantity ?? 0 }];
  const [draft, setDraft] = useState<Record<string, number | null>>({});
  const [saving, setSaving] = useState<string | null>(null);
  useEffect(() => setDraft({}), [product?.id]);

  async function save(sourceCode: string, sourceName: string) {
    const quantity = draft[sourceCode];
    if (!product || quantity == null) return;
    setSaving(sourceCode);
    try {
      await setStock({ variables: { productId: product.id, quantity, sourceCode: sourceCode || null } });
      notification.success({ title: t('products.stock.saved', { source: sourceName, quantity }) });
      setDraft(({ [sourceCode]: _, ...rest }) => rest);
      await refetch();
    } catch (e) {
      notification.error({ title: errorMessage(t, e) });
    } finally {
      setSaving(null);
    }
  }

  return (
    <Modal
      open={product !== null}
      title={product ? t('products.stock.title', { name: product.name }) : ''}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('products.stock.close')}</Button>}
      destroyOnHidden
      data-testid="stock-modal"
    >
      <Typography.Paragraph type="secondary">{t('products.stock.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={t('products.stock.loadFailed')} style={{ marginBottom: 12 }} />}
      {!loading && !error && !levels.length && <Alert type="info" showIcon title={t('products.stock.noSource')} style={{ marginBottom: 12 }} />}
      <Table
        rowKey="sourceCode"
        size="small"
        pagination={false}
        loading={loading}
        dataSource={rows}
        columns={[
          {
            title: t('products.stock.source'),
            key: 'source',
            // A disabled source keeps its quantity, but orders never take from it and the product's stock leaves it out.
            render: (_, row) => (
              <Flex gap={6} align="center" wrap>
                <span>{row.sourceName}</span>
                {!row.sourceEnabled && (
                  <Tooltip title={t('products.stock.disabledHint')}>
                    <Tag data-testid={`stock-disabled-${row.sourceCode}`}>{t('products.stock.disabled')}</Tag>
                  </Tooltip>
                )}
              </Flex>
            ),
          },
          {
            title: t('products.stock.quantity'),
            key: 'quantity',
            render: (_, row) => {
              const value = row.sourceCode in draft ? draft[row.sourceCode] : row.quantity;
              const changed = row.sourceCode in draft && draft[row.sourceCode] !== row.quantity && draft[row.sourceCode] != null;
              return (
                <Flex gap={8}>
                  <InputNumber
                    min={0}
                    max={MAX_QUANTITY}
                    precision={0}
                    value={value}
                    onChange={(next) => setDraft((current) => ({ ...current, [row.sourceCode]: typeof next === 'number' ? next : null }))}
                    aria-label={`${t('products.stock.quantity')} · ${row.sourceName}`}
                    data-testid={`stock-quantity-${row.sourceCode || 'default'}`}
                  />
                  <Button
                    type="primary"
                    disabled={!changed}
                    loading={saving === row.sourceCode}
                    onClick={() => void save(row.sourceCode, row.sourceName)}
                    data-testid={`stock-save-${row.sourceCode || 'default'}`}
                  >
                    {t('products.stock.save')}
                  </Button>
                </Flex>
              );
            },
          },
        ]}
      />
      {data?.adminProduct && (
        <Typography.Text strong style={{ display: 'block', marginTop: 12 }} data-testid="stock-total">
          {t('products.stock.total', { count: data.adminProduct.stockQuantity })}
        </Typography.Text>
      )}
    </Modal>
  );
}
