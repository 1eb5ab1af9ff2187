import { ArrowDownOutlined, ArrowUpOutlined, MenuFoldOutlined, MenuUnfoldOutlined, PlusOutlined } from '@ant-design/icons';
import { ActionBar, Puck, createUsePuck, useGetPuck, type Data } from '@puckeditor/core';
// Without the external Inter font (the admin's CSP allows its own styles only).
import '@puckeditor/core/no-external.css';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readPanels, writePanels } from './builder-panels';
import type { BlockType } from './page-document';
import { PUCK_FRENCH, pageBuilderConfig } from './puck-config';
import { THUMBNAILS } from './thumbnails';

const ZONE = 'root:default-zone';
const usePuck = createUsePuck();

/**
 * Above the canvas (in place of Puck's header): fold or unfold the block list and the properties panel, so the
 * canvas gets the width (builder-panels.ts remembers the choice). Whatever opens or closes a panel is saved.
 */
function PanelToggles() {
  const { t } = useTranslation();
  const getPuck = useGetPuck();
  const left = usePuck((s) => s.appState.ui.leftSideBarVisible);
  const right = usePuck((s) => s.appState.ui.rightSideBarVisible);
  const selected = usePuck((s) => s.appState.ui.itemSelector !== null);
  useEffect(() => writePanels({ left, right }), [left, right]);
  const toggle = (side: 'left' | 'right') =>
    getPuck().dispatch({ type: 'setUi', ui: side === 'left' ? { leftSideBarVisible: !left } : { rightSideBarVisible: !right } });
  return (
    <div className="pb-toolbar" data-testid="pb-toolbar">
      <button type="button" className="pb-toolbar-toggle" aria-pressed={left} onClick={() => toggle('left')} data-testid="pb-toggle-blocks">
        {left ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
        {t(left ? 'cmsPages.editor.hideBlocks' : 'cmsPages.editor.showBlocks')}
      </button>
      <button
        type="button"
        className={`pb-toolbar-toggle${!right && selected ? ' pb-toolbar-toggle--attention' : ''}`}
        aria-pressed={right}
        onClick={() => toggle('right')}
        data-testid="pb-toggle-properties"
      >
        {t(right ? 'cmsPages.editor.hideProperties' : 'cmsPages.editor.showProperties')}
        {right ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
      </button>
    </div>
  );
}

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
 * page's save and publish buttons are the editor page's): in its place the toggles of the side panels.
 */
export default function PageBuilder({ data, onChange, components = true }: { data: Data; onChange(data: Data): void; components?: boolean }) {
  const { t, i18n } = useTranslation();
  // `components={false}`: a component's own editor (cms/components), where no Component block may go.
  const config = useMemo(() => pageBuilderConfig(t, { components }), [t, components]);
  const french = i18n.language !== 'en';
  // Read once: afterwards Puck holds the panels' state (PanelToggles saves it).
  const [panels] = useState(readPanels);
  return (
    <div className="pb-editor" data-testid="page-builder">
      <Puck
        config={config}
        data={data}
        onChange={onChange}
        iframe={{ enabled: false }}
        height="75vh"
        ui={{ leftSideBarVisible: panels.left, rightSideBarVisible: panels.right }}
        dictionary={french ? PUCK_FRENCH : undefined}
        overrides={{
          header: () => <PanelToggles />,
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
