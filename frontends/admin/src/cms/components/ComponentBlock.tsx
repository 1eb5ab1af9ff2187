import { useQuery } from '@apollo/client/react';
import './components.css';
import { Empty, Select, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdmin } from '../../auth/useAdmin';
import { CMS_PAGE_COMPONENT, CMS_PAGE_COMPONENTS } from './components.graphql';

/**
 * The page builder's `Component` block (cms/pages/puck-config.tsx): the picker of its field and its canvas
 * preview, the component's current blocks drawn by the builder's own previews (`renderBlock`).
 */

const PICKER_SIZE = 20;

/** A searchable choice among the components (thumbnail and name); the chosen one stays named while searching. */
export function ComponentPicker({ id, value, onChange, readOnly }: { id?: string; value: string; onChange(value: string): void; readOnly?: boolean }) {
  const { t } = useTranslation();
  const { can } = useAdmin();
  const [search, setSearch] = useState('');
  const allowed = can('cms.components.list');
  const list = useQuery(CMS_PAGE_COMPONENTS, { variables: { search: search || null, first: PICKER_SIZE }, skip: !allowed, fetchPolicy: 'cache-and-network' });
  const chosen = useQuery(CMS_PAGE_COMPONENT, { variables: { id: value }, skip: !allowed || !value });
  const options: { id: string; name: string; thumbnailUrl?: string | null }[] = (list.data?.pageComponents.edges ?? []).map(({ node }) => node);
  const current = chosen.data?.pageComponent;
  if (current && !options.some((o) => o.id === current.id)) options.unshift(current);
  if (!allowed) return <Typography.Text type="secondary">{t('cmsComponents.picker.notAllowed')}</Typography.Text>;
  return (
    <Select
      id={id}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      value={value || undefined}
      onChange={(next: string) => onChange(next ?? '')}
      disabled={readOnly}
      loading={list.loading}
      placeholder={t('cmsComponents.picker.placeholder')}
      notFoundContent={list.loading ? undefined : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cmsComponents.picker.none')} />}
      style={{ width: '100%' }}
      options={options.map((o) => ({
        value: o.id,
        label: (
          <Space size={8}>
            {o.thumbnailUrl ? <img src={o.thumbnailUrl} alt="" width={32} height={20} style={{ objectFit: 'cover', borderRadius: 2 }} /> : null}
            <span>{o.name}</span>
          </Space>
        ),
      }))}
      data-testid="pb-component-picker"
    />
  );
}

interface StoredBlock {
  type: string;
  props: Record<string, unknown>;
}

/** The canvas: the component's current blocks under a thin "component" frame (edited on its own screen). */
export function ComponentPreview({ componentId, renderBlock, empty }: { componentId: string; renderBlock(block: StoredBlock): ReactNode; empty: ReactNode }) {
  const { t } = useTranslation();
  const { can } = useAdmin();
  const { data, loading } = useQuery(CMS_PAGE_COMPONENT, { variables: { id: componentId }, skip: !componentId || !can('cms.components.list') });
  const component = data?.pageComponent;
  if (!componentId || (!loading && !component)) return <>{empty}</>;
  let blocks: StoredBlock[] = [];
  try {
    blocks = component ? (JSON.parse(component.blocksJson) as StoredBlock[]) : [];
  } catch {
    blocks = [];
  }
  return (
    <div className="pb-component" data-testid="pb-component-preview">
      <div className="pb-component-label">{t('cmsComponents.picker.frame', { name: component?.name ?? '…' })}</div>
      {blocks.map((block, i) => (
        <div key={i}>{renderBlock(block)}</div>
      ))}
    </div>
  );
}
