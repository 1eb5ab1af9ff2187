import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { ActionBar, Puck, useGetPuck, type Data } from '@puckeditor/core';
// Without the external Inter font (the admin's CSP allows its own styles only).
import '@puckeditor/core/no-external.css';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockType } from './page-document';
import { PUCK_FRENCH, pageBuilderConfig } from './puck-config';
import { THUMBNAILS } from './thumbnails';

const ZONE = 'root:default-zone';

/** A picker entry: its thumbnail, its name, and an "add" button (the keyboard's way in; dragging works too). */
function PickerItem({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useTranslation();
  const getPuck = useGetPuck();
  const label = t(`cmsPages.blocks.types.${name}`);
  const add = () => {
    const { appState, dispatch } = getPuck();
    dispatch({ type: 'insert', componentType: name, destinationIndex: appState.data.content.length, destinationZone: ZONE });
  };
  return (
    <div className="pb-picker-item" data-testid={`pb-component-${name}`}>
      <img src={THUMBNAILS[name as BlockType]} alt="" width={64} height={40} />
      <div className="pb-picker-drag">{children}</div>
      <button
        type="button"
        className="pb-picker-add"
        aria-label={t('cmsPages.editor.add', { name: label })}
        title={t('cmsPages.editor.add', { name: label })}
        onPointerDown={(e) => e.stopPropagation()}
        onClick={add}
        data-testid={`pb-add-${name}`}
      >
        <PlusOutlined />
      </button>
    </div>
  );
}

/** The selected block's bar: Puck's actions plus move up / down (reordering without dragging). */
function BlockActions({ label, children }: { label?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const getPuck = useGetPuck();
  const move = (delta: number) => {
    const { appState, dispatch } = getPuck();
    const selector = appState.ui.itemSelector;
    if (!selector) return;
    const zone = selector.zone ?? ZONE;
    const target = selector.index + delta;
    if (target < 0 || target >= appState.data.content.length) return;
    dispatch({ type: 'reorder', sourceIndex: selector.index, destinationIndex: target, destinationZone: zone });
    dispatch({ type: 'setUi', ui: { itemSelector: { index: target, zone } } });
  };
  return (
    <ActionBar label={label}>
      <ActionBar.Action
        label={t('cmsPages.editor.moveUp')}
        onClick={(e) => {
          e.stopPropagation();
          move(-1);
        }}
      >
        <ArrowUpOutlined aria-hidden data-testid="pb-move-up" />
      </ActionBar.Action>
      <ActionBar.Action
        label={t('cmsPages.editor.moveDown')}
        onClick={(e) => {
          e.stopPropagation();
          move(1);
        }}
      >
        <ArrowDownOutlined aria-hidden data-testid="pb-move-down" />
      </ActionBar.Action>
      {children}
    </ActionBar>
  );
}

/**
 * Puck, set up for the cms pages: our components (thumbnails in the picker), French words when the back
 * office speaks French, no iframe (the admin's styles preview the blocks), no header of its own (the
 * page's save and publish buttons are the editor page's).
 */
export default function PageBuilder({ data, onChange }: { data: Data; onChange(data: Data): void }) {
  const { t, i18n } = useTranslation();
  const config = useMemo(() => pageBuilderConfig(t), [t]);
  const french = i18n.language !== 'en';
  return (
    <div className="pb-editor" data-testid="page-builder">
      <Puck
        config={config}
        data={data}
        onChange={onChange}
        iframe={{ enabled: false }}
        height="75vh"
        dictionary={french ? PUCK_FRENCH : undefined}
        overrides={{
          header: () => <></>,
          drawerItem: ({ name, children }) => <PickerItem name={name}>{children}</PickerItem>,
          actionBar: ({ label, children }) => <BlockActions label={label}>{children}</BlockActions>,
        }}
      />
      <p className="pb-count" aria-live="polite" data-testid="pb-block-order">
        {data.content.map((item) => t(`cmsPages.blocks.types.${String(item.type)}`)).join(' · ')}
      </p>
    </div>
  );
}
