import { badInput, type FieldErrors } from '@guide/platform';
import { MessageKey as K, ServerMessageKey as S, isMediaUrl } from '@guide/validation';
import { validateBlocks, type PageBlock } from '../pages/blocks';
import type { PageComponentInput } from '../generated/graphql';

/** The SDL's limits (components.graphql; input-limits.spec.ts keeps them together). */
export const PAGE_COMPONENT_LIMITS = { name: 120, thumbnailUrl: 2048, blocksJson: 60_000 } as const;

export interface PageComponentFields {
  name: string;
  thumbnailUrl: string | null;
  blocks: PageBlock[];
}

/**
 * Name required (spec "page or component name required"), an optional thumbnail URL (http(s) or a site
 * path, like every picture of the cms), and the page builder's blocks, checked by the pages' own
 * `validateBlocks` without Component blocks: a component never shows another.
 */
export function validatePageComponentInput(input: PageComponentInput): PageComponentFields {
  const errors: FieldErrors = {};
  const name = (input.name ?? '').trim();
  if (!name) errors.name = K.REQUIRED;
  else if (name.length > PAGE_COMPONENT_LIMITS.name) errors.name = K.TOO_LONG;
  const thumbnailUrl = input.thumbnailUrl?.trim() || null;
  if (thumbnailUrl && (thumbnailUrl.length > PAGE_COMPONENT_LIMITS.thumbnailUrl || !isMediaUrl(thumbnailUrl))) errors.thumbnailUrl = K.URL_INVALID;
  const built = validateBlocks(input.blocksJson ?? '', { components: false });
  Object.assign(errors, built.errors);
  // A component with nothing in it would show nothing wherever it is used (spec: "element with empty content refused").
  if (!Object.keys(built.errors).length && !built.blocks.length) errors.blocksJson = S.ELEMENT_EMPTY;
  if (Object.keys(errors).length) throw badInput(errors);
  return { name, thumbnailUrl, blocks: built.blocks };
}
