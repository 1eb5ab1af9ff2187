import type { Data } from '@puckeditor/core';

/**
 * The page builder's document both ways: the service stores an ordered list of `{ type, props }`
 * (services/cms/src/pages/blocks.ts); Puck edits `{ content: [{ type, props: { id, ... } }], root }`.
 * Ids are Puck's own (it needs one per item): made up on load, dropped on save.
 */

// Component: a reusable component's blocks (cms/components), by id.
export const BLOCK_TYPES = ['Hero', 'Text', 'Image', 'Gallery', 'CardGrid', 'CallToAction', 'FAQ', 'Form', 'Component'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

export interface StoredBlock {
  type: string;
  props: Record<string, unknown>;
}

/** null values become '' (Puck's fields show strings), lists keep their items. */
function forEditor(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value.map((item) => (item && typeof item === 'object' ? Object.fromEntries(Object.entries(item).map(([k, v]) => [k, forEditor(v)])) : item));
  return value;
}

/**
 * The editor's document of a page: its blocks; a rich-text page (no blocks) opens as one Text block
 * holding its body, so that saving turns it into a built page without losing a word.
 */
export function toPuckData(blocksJson: string | null | undefined, body = ''): Data {
  let blocks: StoredBlock[] = [];
  if (blocksJson) {
    try {
      const parsed: unknown = JSON.parse(blocksJson);
      if (Array.isArray(parsed)) blocks = parsed as StoredBlock[];
    } catch {
      blocks = [];
    }
  } else if (body.replace(/<[^>]*>/g, '').trim()) {
    blocks = [{ type: 'Text', props: { text: body } }];
  }
  return {
    root: { props: {} },
    content: blocks.map((block, i) => ({
      type: block.type,
      props: { ...Object.fromEntries(Object.entries(block.props ?? {}).map(([k, v]) => [k, forEditor(v)])), id: `${block.type}-${i}` },
    })),
  };
}

/** What the API receives: the blocks in the editor's order, without Puck's ids. */
export function toBlocks(data: Data): StoredBlock[] {
  return (data.content ?? []).map((item) => {
    const { id: _id, ...props } = item.props as Record<string, unknown>;
    return { type: String(item.type), props };
  });
}

export const toBlocksJson = (data: Data): string => JSON.stringify(toBlocks(data));

/** Server keys are `blocks.N.prop` (or `blocks.N.items.M.prop`): the block's index, to point at it. */
export function blockErrorIndex(key: string): number | null {
  const match = /^blocks\.(\d+)(\.|$)/.exec(key);
  return match ? Number(match[1]) : null;
}
