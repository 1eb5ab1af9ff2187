import { useApolloClient, useLazyQuery, useQuery } from '@apollo/client/react';
import { Input, InputNumber, Select, Switch } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArgValue } from './promotion-form';
import { PROMOTION_CATEGORY_OPTIONS, PROMOTION_GROUP_OPTIONS, PROMOTION_PRODUCT, PROMOTION_PRODUCT_OPTIONS } from './promotions.graphql';

interface ArgInputProps {
  id: string;
  type: string;
  value: ArgValue;
  onChange(value: ArgValue): void;
  onBlur(): void;
  testId: string;
}

/** The input of one strategy argument, chosen by its `type` (any unknown type: its JSON text). */
export function ArgInput({ id, type, value, onChange, onBlur, testId }: ArgInputProps) {
  const { t } = useTranslation();
  switch (type) {
    case 'int':
      return (
        <InputNumber
          id={id}
          min={1}
          precision={0}
          style={{ width: '100%' }}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
          onBlur={onBlur}
          data-testid={testId}
        />
      );
    case 'percent':
      return (
        <InputNumber
          id={id}
          min={1}
          max={100}
          precision={0}
          suffix="%"
          style={{ width: '100%' }}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
          onBlur={onBlur}
          data-testid={testId}
        />
      );
    case 'money':
      return (
        <Input
          id={id}
          inputMode="decimal"
          suffix="€"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          data-testid={testId}
        />
      );
    case 'boolean':
      return (
        <Switch
          id={id}
          checked={value === true}
          onChange={(checked) => onChange(checked)}
          checkedChildren={t('promotions.form.yes')}
          unCheckedChildren={t('promotions.form.no')}
          data-testid={testId}
        />
      );
    case 'product-ids':
      return <ProductPicker id={id} value={Array.isArray(value) ? value : []} onChange={onChange} onBlur={onBlur} testId={testId} />;
    case 'category-ids':
      return <CategoryPicker id={id} value={Array.isArray(value) ? value : []} onChange={onChange} onBlur={onBlur} testId={testId} />;
    case 'customer-group-codes':
      return <GroupPicker id={id} value={Array.isArray(value) ? value : []} onChange={onChange} onBlur={onBlur} testId={testId} />;
    default:
      return (
        <Input.TextArea
          id={id}
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={typeof value === 'string' ? value : JSON.stringify(value)}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          placeholder={t('promotions.form.jsonHelp')}
          data-testid={testId}
        />
      );
  }
}

interface PickerProps {
  id: string;
  value: string[];
  onChange(value: string[]): void;
  onBlur(): void;
  testId: string;
}

const productLabel = (product: { sku: string; name: string }) => `${product.name} (${product.sku})`;

/**
 * Products searched in the catalogue (adminProducts, as the product list does), 20 at a time. The names of
 * products already chosen (stored as ids) are asked once each, so the tags read as names.
 */
function ProductPicker({ id, value, onChange, onBlur, testId }: PickerProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [search, { data, loading }] = useLazyQuery(PROMOTION_PRODUCT_OPTIONS);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const found = useMemo(() => data?.adminProducts.edges.map((edge) => edge.node) ?? [], [data]);
  useEffect(() => {
    if (found.length) setLabels((current) => ({ ...current, ...Object.fromEntries(found.map((p) => [p.id, productLabel(p)])) }));
  }, [found]);
  const unknown = value.filter((productId) => !(productId in labels)).join(',');
  useEffect(() => {
    if (!unknown) return;
    let alive = true;
    void Promise.all(
      unknown.split(',').map((productId) =>
        client
          .query({ query: PROMOTION_PRODUCT, variables: { id: productId } })
          .then(({ data: one }) => [productId, one?.adminProduct ? productLabel(one.adminProduct) : productId] as const)
          .catch(() => [productId, productId] as const),
      ),
    ).then((pairs) => alive && setLabels((current) => ({ ...current, ...Object.fromEntries(pairs) })));
    return () => {
      alive = false;
    };
  }, [unknown, client]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const options = [
    ...value.map((productId) => ({ value: productId, label: labels[productId] ?? productId })),
    ...found.filter((p) => !value.includes(p.id)).map((p) => ({ value: p.id, label: productLabel(p) })),
  ];
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => void search({ variables: { search: text.trim().slice(0, 120) || null, first: 20 } }), 250);
        },
      }}
      onOpenChange={(open) => open && !data && void search({ variables: { search: null, first: 20 } })}
      loading={loading}
      placeholder={t('promotions.form.productsPlaceholder')}
      options={options}
      value={value}
      onChange={(next: string[]) => onChange(next)}
      onBlur={onBlur}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}

/** Categories of the shop's tree, each named with its parents ("Épicerie › Huiles"). */
function CategoryPicker({ id, value, onChange, onBlur, testId }: PickerProps) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(PROMOTION_CATEGORY_OPTIONS);
  const options = useMemo(() => {
    const categories = data?.productCategories ?? [];
    const byId = new Map(categories.map((c) => [c.id, c]));
    const path = (category: (typeof categories)[number], depth = 0): string => {
      const parent = category.parent ? byId.get(category.parent.id) : undefined;
      return parent && depth < 10 ? `${path(parent, depth + 1)} › ${category.name}` : category.name;
    };
    return categories.map((c) => ({ value: c.id, label: path(c) }));
  }, [data]);
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      placeholder={t('promotions.form.categoriesPlaceholder')}
      options={options}
      value={value}
      onChange={(next: string[]) => onChange(next)}
      onBlur={onBlur}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}

/** Customer groups by code (what the condition stores), named. */
function GroupPicker({ id, value, onChange, onBlur, testId }: PickerProps) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(PROMOTION_GROUP_OPTIONS);
  const options = (data?.customerGroups ?? []).map((group) => ({ value: group.code, label: `${group.name} (${group.code})` }));
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{ optionFilterProp: 'label' }}
      loading={loading}
      placeholder={t('promotions.form.groupsPlaceholder')}
      options={options}
      value={value}
      onChange={(next: string[]) => onChange(next)}
      onBlur={onBlur}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
}
