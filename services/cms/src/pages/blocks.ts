import type { FieldErrors } from '@guide/validation';
import { isMediaUrl } from '@guide/validation';
import { isSlug } from '@guide/vocabulary';
import { sanitizeRichText } from '../shared/rich-text';

/**
 * The page builder's blocks: an ordered list of `{ type, props }` (the admin's Puck document without its
 * ids). Every component and prop is declared here; the service keeps only these, trimmed, bounded, rich
 * text sanitized, and refuses an element whose content is empty (ELEMENT_EMPTY, spec §"element with empty
 * content refused"). Error keys are paths: `blocks.3.text`, `blocks.1.items.0.answer`.
 */

export const MAX_BLOCKS = 100;
export const BLOCK_TYPES = ['Hero', 'Text', 'Image', 'Gallery', 'CardGrid', 'CallToAction', 'FAQ', 'Form', 'Component'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export const CARD_SOURCES = ['establishments', 'products', 'contents'] as const;
export const BLOCK_FORMS = ['contact', 'join-us', 'newsletter'] as const;

export interface PageBlock {
  type: BlockType;
  props: Record<string, unknown>;
}

type Spec =
  | { kind: 'text'; max: number; required?: boolean }
  | { kind: 'rich'; max: number; required?: boolean }
  | { kind: 'url'; required?: boolean }
  | { kind: 'slug'; required?: boolean }
  | { kind: 'id'; required?: boolean }
  | { kind: 'choice'; values: readonly string[]; required?: boolean }
  | { kind: 'int'; min: number; max: number; fallback: number }
  | { kind: 'list'; of: Record<string, Spec>; min: number; max: number };

const text = (max: number, required = false): Spec => ({ kind: 'text', max, required });
const url = (required = false): Spec => ({ kind: 'url', required });
const URL_MAX = 2048;

export const BLOCK_SPECS: Record<BlockType, Record<string, Spec>> = {
  Hero: { title: text(200, true), subtitle: text(500), imageUrl: url(), buttonLabel: text(60), buttonLink: url() },
  Text: { text: { kind: 'rich', max: 20_000, required: true } },
  Image: { url: url(true), alt: text(200), caption: text(300) },
  Gallery: { images: { kind: 'list', min: 1, max: 24, of: { url: url(true), alt: text(200) } } },
  CardGrid: {
    title: text(200),
    source: { kind: 'choice', values: CARD_SOURCES, required: true },
    contentType: { kind: 'slug' },
    count: { kind: 'int', min: 1, max: 12, fallback: 3 },
  },
  CallToAction: { title: text(200, true), text: text(500), buttonLabel: text(60, true), buttonLink: url(true) },
  FAQ: { title: text(200), items: { kind: 'list', min: 1, max: 50, of: { question: text(300, true), answer: text(2000, true) } } },
  Form: { form: { kind: 'choice', values: BLOCK_FORMS, required: true }, title: text(200) },
  // A reusable component (src/components): shown with the component's current blocks wherever it is used.
  // Whether it exists is the database's question (components/component-use.subscriber.ts), not this file's.
  Component: { componentId: { kind: 'id', required: true } },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Postgres' jsonb refuses NUL and lone surrogates, which a JSON string can spell as escapes. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isStorableText = (v: string) => !v.includes('\u0000') && !LONE_SURROGATE.test(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Rich text with nothing to read (`<p></p>`, `<p>&nbsp;</p>`) is empty; an image counts as content. */
const richIsEmpty = (html: string) => !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';

type Errors = FieldErrors;

function readValue(spec: Spec, raw: unknown, key: string, errors: Errors): unknown {
  const blank = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
  switch (spec.kind) {
    case 'int': {
      if (blank) return spec.fallback;
      const n = typeof raw === 'string' ? Number(raw) : raw;
      if (typeof n !== 'number' || !Number.isInteger(n)) errors[key] = 'INVALID_NUMBER';
      else if (n < spec.min || n > spec.max) errors[key] = 'OUT_OF_RANGE';
      else return n;
      return undefined;
    }
    case 'list': {
      if (raw != null && !Array.isArray(raw)) return void (errors[key] = 'BLOCKS_INVALID');
      const items = (raw as unknown[] | null) ?? [];
      if (items.length < spec.min) return void (errors[key] = 'ELEMENT_EMPTY');
      if (items.length > spec.max) return void (errors[key] = 'TOO_MANY');
      return items.map((item, i) => readProps(spec.of, item, `${key}.${i}`, errors));
    }
    default: {
      if (blank) {
        if (spec.required) errors[key] = 'ELEMENT_EMPTY';
        return null;
      }
      if (typeof raw !== 'string' || !isStorableText(raw)) return void (errors[key] = 'INVALID_TEXT');
      const value = raw.trim();
      if (spec.kind === 'text') return value.length > spec.max ? void (errors[key] = 'TOO_LONG') : value;
      if (spec.kind === 'url') return value.length > URL_MAX || !isMediaUrl(value) ? void (errors[key] = 'URL_INVALID') : value;
      if (spec.kind === 'id') return UUID.test(value.toLowerCase()) ? value.toLowerCase() : void (errors[key] = 'INVALID_ID');
      if (spec.kind === 'slug') return isSlug(value.toLowerCase()) ? value.toLowerCase() : void (errors[key] = 'SLUG_INVALID');
      if (spec.kind === 'choice') return spec.values.includes(value) ? value : void (errors[key] = 'INVALID_CHOICE');
      if (value.length > spec.max) return void (errors[key] = 'TOO_LONG');
      const html = sanitizeRichText(value);
      if (richIsEmpty(html)) {
        if (spec.required) errors[key] = 'ELEMENT_EMPTY';
        return null;
      }
      return html;
    }
  }
}

function readProps(specs: Record<string, Spec>, raw: unknown, path: string, errors: Errors): Record<string, unknown> {
  if (!isRecord(raw)) {
    errors[path] = 'BLOCKS_INVALID';
    return {};
  }
  // Unknown props (Puck's `id`, anything else) are dropped: only declared ones are stored.
  return Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, readValue(spec, raw[name], `${path}.${name}`, errors)]));
}

/** Rules between props of one component. */
function crossChecks(block: PageBlock, path: string, errors: Errors): void {
  const p = block.props;
  if (block.type === 'Hero' && p.buttonLabel && !p.buttonLink && !errors[`${path}.buttonLink`]) errors[`${path}.buttonLink`] = 'REQUIRED';
  if (block.type === 'CardGrid' && p.source === 'contents' && !p.contentType && !errors[`${path}.contentType`]) errors[`${path}.contentType`] = 'REQUIRED';
  if (block.type === 'CardGrid' && p.source !== 'contents') p.contentType = null;
}

/**
 * Parses and validates `blocksJson` (a JSON array of `{ type, props }`): the clean blocks, or the field
 * errors (`blocksJson` when it is not such an array, `blocks` TOO_MANY, `blocks.N.type` INVALID_CHOICE, props').
 * `components: false` (a component's own blocks): a Component block is `blocks.N.type` COMPONENT_NESTED, so
 * that a component never shows another (no cycle, one level to expand).
 */
export function validateBlocks(json: string, options: { components?: boolean } = {}): { blocks: PageBlock[]; errors: Errors } {
  const errors: Errors = {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { blocks: [], errors: { blocksJson: 'BLOCKS_INVALID' } };
  }
  if (!Array.isArray(raw)) return { blocks: [], errors: { blocksJson: 'BLOCKS_INVALID' } };
  if (raw.length > MAX_BLOCKS) return { blocks: [], errors: { blocks: 'TOO_MANY' } };
  const blocks = raw.map((item, i): PageBlock => {
    const path = `blocks.${i}`;
    if (!isRecord(item)) {
      errors[path] = 'BLOCKS_INVALID';
      return { type: 'Text', props: {} };
    }
    const type = item.type as BlockType;
    if (typeof type !== 'string' || !BLOCK_TYPES.includes(type)) {
      errors[`${path}.type`] = 'INVALID_CHOICE';
      return { type: 'Text', props: {} };
    }
    if (type === 'Component' && options.components === false) {
      errors[`${path}.type`] = 'COMPONENT_NESTED';
      return { type: 'Text', props: {} };
    }
    const block = { type, props: readProps(BLOCK_SPECS[type], item.props, `${path}`, errors) };
    crossChecks(block, path, errors);
    return block;
  });
  return { blocks, errors };
}

/** The ids of the components these blocks show, without repeats. */
export function componentIdsOf(blocks: readonly PageBlock[] | null | undefined): string[] {
  return [...new Set((blocks ?? []).filter((b) => b.type === 'Component').map((b) => String(b.props.componentId)))];
}

/**
 * The blocks as a visitor sees them: each Component block replaced by the component's current blocks (in
 * place, in order); one whose component is gone shows nothing. Components hold no Component block.
 */
export function expandComponents(blocks: readonly PageBlock[], components: ReadonlyMap<string, readonly PageBlock[]>): PageBlock[] {
  return blocks.flatMap((b) => (b.type === 'Component' ? [...(components.get(String(b.props.componentId)) ?? [])] : [b]));
}

const escape = (s: unknown) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
const heading = (s: unknown) => (s ? `<h2>${escape(s)}</h2>` : '');
const para = (s: unknown) => (s ? `<p>${escape(s)}</p>` : '');

/**
 * The HTML summary of a built page, stored as its body: the text a visitor reads, so that site search and
 * excerpts keep working (the storefront renders the blocks themselves).
 */
export function blocksToHtml(blocks: readonly PageBlock[]): string {
  const parts = blocks.map(({ type, props: p }) => {
    switch (type) {
      case 'Hero':
      case 'CallToAction':
        return heading(p.title) + para(type === 'Hero' ? p.subtitle : p.text);
      case 'Text':
        return String(p.text ?? '');
      case 'Image':
        return para(p.caption);
      case 'FAQ':
        return (
          heading(p.title) + ((p.items as { question: string; answer: string }[]) ?? []).map((i) => `<h3>${escape(i.question)}</h3>${para(i.answer)}`).join('')
        );
      case 'CardGrid':
      case 'Form':
        return heading(p.title);
      // A Component block has no text of its own: expandComponents first (components/page-components.service.ts).
      default:
        return '';
    }
  });
  return sanitizeRichText(parts.join(''));
}
