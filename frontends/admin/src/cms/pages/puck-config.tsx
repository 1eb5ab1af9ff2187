import type { Config, Fields } from '@puckeditor/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { ComponentPicker, ComponentPreview } from '../components/ComponentBlock';
import '../components/i18n';
import { BLOCK_TYPES, type BlockType } from './page-document';

/**
 * The page builder's components for Puck: their fields (labels in the admin's language) and an editor
 * preview close to what the storefront renders (frontends/storefront/src/editorial/blocks). The service
 * checks every prop again (services/cms/src/pages/blocks.ts).
 */

type Props = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Puck hands a rich-text prop to render as HTML text or as a node, depending on the field's mode. */
function RichText({ value }: { value: unknown }) {
  if (typeof value === 'string') return <div className="pb-rich" dangerouslySetInnerHTML={{ __html: value }} />;
  return <div className="pb-rich">{value as ReactNode}</div>;
}

function Empty({ label }: { label: string }) {
  return <div className="pb-empty">{label}</div>;
}

/**
 * `components: false` (a component's own editor, cms/components): no Component block to pick, as the
 * service refuses a component inside a component (COMPONENT_NESTED).
 */
export function pageBuilderConfig(t: TFunction, options: { components?: boolean } = {}): Config {
  const l = (key: string) => t(`cmsPages.blocks.${key}`);
  const text = (key: string) => ({ type: 'text' as const, label: l(key) });
  const area = (key: string) => ({ type: 'textarea' as const, label: l(key) });
  const empty = t('cmsPages.editor.emptyElement');

  const fields: Record<BlockType, Fields> = {
    Hero: {
      title: text('fields.title'),
      subtitle: area('fields.subtitle'),
      imageUrl: text('fields.imageUrl'),
      buttonLabel: text('fields.buttonLabel'),
      buttonLink: text('fields.buttonLink'),
    },
    Text: { text: { type: 'richtext', label: l('fields.text') } },
    Image: { url: text('fields.url'), alt: text('fields.alt'), caption: text('fields.caption') },
    Gallery: {
      images: {
        type: 'array',
        label: l('fields.images'),
        arrayFields: { url: text('fields.url'), alt: text('fields.alt') },
        defaultItemProps: { url: '', alt: '' },
        getItemSummary: (item: Props, i?: number) => str(item.alt) || str(item.url) || t('cmsPages.editor.item', { n: (i ?? 0) + 1 }),
      },
    },
    CardGrid: {
      title: text('fields.title'),
      source: {
        type: 'select',
        label: l('fields.source'),
        options: ['contents', 'establishments', 'products'].map((value) => ({ value, label: l(`sources.${value}`) })),
      },
      contentType: { type: 'text', label: l('fields.contentType'), placeholder: 'recettes' },
      count: { type: 'number', label: l('fields.count'), min: 1, max: 12 },
    },
    CallToAction: { title: text('fields.title'), text: area('fields.ctaText'), buttonLabel: text('fields.buttonLabel'), buttonLink: text('fields.buttonLink') },
    FAQ: {
      title: text('fields.title'),
      items: {
        type: 'array',
        label: l('fields.items'),
        arrayFields: { question: text('fields.question'), answer: area('fields.answer') },
        defaultItemProps: { question: '', answer: '' },
        getItemSummary: (item: Props, i?: number) => str(item.question) || t('cmsPages.editor.item', { n: (i ?? 0) + 1 }),
      },
    },
    Form: {
      form: { type: 'select', label: l('fields.form'), options: ['contact', 'join-us', 'newsletter'].map((value) => ({ value, label: l(`forms.${value}`) })) },
      title: text('fields.title'),
    },
    Component: {
      componentId: {
        type: 'custom',
        label: l('fields.componentId'),
        render: ({ id, value, onChange, readOnly }) => <ComponentPicker id={id} value={str(value)} onChange={onChange} readOnly={readOnly} />,
      },
    },
  };

  const defaults: Record<BlockType, Props> = {
    Hero: { title: l('defaults.heroTitle'), subtitle: '', imageUrl: '', buttonLabel: '', buttonLink: '' },
    Text: { text: `<p>${l('defaults.text')}</p>` },
    Image: { url: '', alt: '', caption: '' },
    Gallery: { images: [] },
    CardGrid: { title: '', source: 'contents', contentType: 'blog', count: 3 },
    CallToAction: { title: l('defaults.ctaTitle'), text: '', buttonLabel: l('defaults.ctaButton'), buttonLink: '/contact' },
    FAQ: { title: '', items: [{ question: l('defaults.question'), answer: l('defaults.answer') }] },
    Form: { form: 'contact', title: '' },
    Component: { componentId: '' },
  };

  const render: Record<BlockType, (p: Props) => ReactNode> = {
    Hero: (p) => (
      <section className="pb-hero" style={str(p.imageUrl) ? { backgroundImage: `url("${str(p.imageUrl).replace(/"/g, '')}")` } : undefined}>
        <h2>{str(p.title) || empty}</h2>
        {str(p.subtitle) && <p>{str(p.subtitle)}</p>}
        {str(p.buttonLabel) && <span className="pb-button">{str(p.buttonLabel)}</span>}
      </section>
    ),
    Text: (p) => (p.text ? <RichText value={p.text} /> : <Empty label={empty} />),
    Image: (p) =>
      str(p.url) ? (
        <figure className="pb-image">
          <img src={str(p.url)} alt={str(p.alt)} />
          {str(p.caption) && <figcaption>{str(p.caption)}</figcaption>}
        </figure>
      ) : (
        <Empty label={l('fields.url')} />
      ),
    Gallery: (p) => {
      const images = (p.images as Props[] | undefined) ?? [];
      return images.length ? (
        <div className="pb-gallery">
          {images.map((image, i) => (str(image.url) ? <img key={i} src={str(image.url)} alt={str(image.alt)} /> : <Empty key={i} label={l('fields.url')} />))}
        </div>
      ) : (
        <Empty label={empty} />
      );
    },
    CardGrid: (p) => (
      <section>
        {str(p.title) && <h2>{str(p.title)}</h2>}
        <div className="pb-cards">
          {Array.from({ length: Math.min(Math.max(Number(p.count) || 3, 1), 12) }, (_, i) => (
            <div key={i} className="pb-card">
              {l(`sources.${str(p.source) || 'contents'}`)}
              {str(p.source) === 'contents' && str(p.contentType) ? ` · ${str(p.contentType)}` : ''}
            </div>
          ))}
        </div>
      </section>
    ),
    CallToAction: (p) => (
      <section className="pb-cta">
        <h2>{str(p.title) || empty}</h2>
        {str(p.text) && <p>{str(p.text)}</p>}
        <span className="pb-button">{str(p.buttonLabel) || '…'}</span>
      </section>
    ),
    FAQ: (p) => {
      const items = (p.items as Props[] | undefined) ?? [];
      return (
        <section className="pb-faq">
          {str(p.title) && <h2>{str(p.title)}</h2>}
          {items.length ? (
            items.map((item, i) => (
              <details key={i} open>
                <summary>{str(item.question) || empty}</summary>
                <p>{str(item.answer)}</p>
              </details>
            ))
          ) : (
            <Empty label={empty} />
          )}
        </section>
      );
    },
    Form: (p) => (
      <section className="pb-form">
        {str(p.title) && <h2>{str(p.title)}</h2>}
        <div className="pb-card">{l(`forms.${str(p.form) || 'contact'}`)}</div>
      </section>
    ),
    // The component's current blocks, drawn by the previews above (a component holds no Component block).
    Component: (p) => (
      <ComponentPreview
        componentId={str(p.componentId)}
        renderBlock={(block) => (block.type in render && block.type !== 'Component' ? render[block.type as BlockType](block.props) : null)}
        empty={<Empty label={t('cmsComponents.picker.choose')} />}
      />
    ),
  };
  const types = BLOCK_TYPES.filter((type) => type !== 'Component' || options.components !== false);

  return {
    // The page's title, address and SEO are edited beside the builder: Puck's own root "title" field would be a
    // second, unsaved title.
    root: { fields: {} },
    components: Object.fromEntries(
      types.map((type) => [
        type,
        { label: l(`types.${type}`), fields: fields[type], defaultProps: defaults[type], render: (props: Props) => <>{render[type](props)}</> },
      ]),
    ),
  } as Config;
}

/** Puck's own words in French (its English is the default). */
export const PUCK_FRENCH = {
  'header-publish': 'Publier',
  'header-undo': 'annuler',
  'header-redo': 'rétablir',
  'header-toggle-leftsidebar': 'Afficher ou masquer le panneau de gauche',
  'header-toggle-rightsidebar': 'Afficher ou masquer le panneau de droite',
  'action-selectparent': 'Sélectionner le parent',
  'action-duplicate': 'Dupliquer',
  'action-delete': 'Supprimer',
  'label-page': 'Page',
  'label-component': 'Composant',
  'outline-empty': 'Aucun élément',
  'outline-header-title': 'Plan',
  'outline-item-duplicate': 'Dupliquer',
  'outline-item-delete': 'Supprimer',
  'drawer-category-other': 'Autres',
  'field-arrayitem-summary': 'Élément n° {index}',
  'field-arrayitem-duplicate': 'Dupliquer',
  'field-arrayitem-delete': 'Supprimer',
  'field-richtext-bold': 'Gras',
  'field-richtext-italic': 'Italique',
  'field-richtext-underline': 'Souligné',
  'field-richtext-strikethrough': 'Barré',
  'field-richtext-blockquote': 'Citation',
  'field-richtext-list-bullet': 'Liste à puces',
  'field-richtext-list-ordered': 'Liste numérotée',
  'field-richtext-headingselect-2': 'Titre 2',
  'field-richtext-headingselect-3': 'Titre 3',
  'plugin-blocks': 'Composants',
  'plugin-outline': 'Plan',
  'plugin-fields': 'Champs',
  'plugin-components': 'Composants',
  'loader-loading': 'chargement',
} as const;
