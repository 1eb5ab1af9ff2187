import { ASTNode, DocumentNode, InputValueDefinitionNode, Kind, StringValueNode, TypeNode, parse, print, visit } from 'graphql';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { PLATFORM_SCALARS_SDL } from './date-time';

/**
 * The input limits of the API live in the SDL descriptions (API-CONTRACT "Everywhere"): a text input
 * says `Max 120 characters.`, a list input `Max 50 items.` (for a list of texts, the characters apply
 * to each item). Anything that names none gets the platform default below, written into its
 * description by `withInputLimits` before the subgraph serves it and before the gateway composes it,
 * so the composed schema shows every limit and the guard reads them from one place.
 */

/** Text inputs that name no limit: short, one-line values (names, codes, search words, tokens). */
export const DEFAULT_MAX_LENGTH = 255;
/** List inputs that name no limit. */
export const DEFAULT_MAX_ITEMS = 100;

const MAX_LENGTH = /\bMax\.? ([\d,_ ]*\d) characters?\b/i;
const MAX_ITEMS = /\bMax\.? ([\d,_ ]*\d) items?\b/i;
/** Marks an `ID` input that is not a UUID (every id of the platform is one unless it says so). */
const NOT_UUID = /\bNot a UUID\b/i;

const toNumber = (digits: string) => Number(digits.replace(/[,_ ]/g, ''));

export interface InputLimits {
  maxLength: number;
  maxItems: number;
  /** `ID` values must be UUIDs. */
  uuid: boolean;
}

/** The limits a description names, with the defaults for the rest. */
export function readInputLimits(description: string | null | undefined): InputLimits {
  const text = description ?? '';
  const length = MAX_LENGTH.exec(text);
  const items = MAX_ITEMS.exec(text);
  return {
    maxLength: length ? toNumber(length[1]) : DEFAULT_MAX_LENGTH,
    maxItems: items ? toNumber(items[1]) : DEFAULT_MAX_ITEMS,
    uuid: !NOT_UUID.test(text),
  };
}

/** The named type under lists and non-null wrappers, and whether a list wraps it. */
export function namedTypeOf(type: TypeNode): { name: string; list: boolean } {
  let list = false;
  let t = type;
  while (t.kind !== Kind.NAMED_TYPE) {
    if (t.kind === Kind.LIST_TYPE) list = true;
    t = t.type;
  }
  return { name: t.name.value, list };
}

/**
 * The sentence to append to an input's description so that it names its limits, or '' when it already
 * does (or is neither text nor a list). Only `String` counts as text: `ID`s are UUIDs, custom scalars
 * check themselves.
 */
export function missingLimitSentence(type: TypeNode, description: string | undefined): string {
  const { name, list } = namedTypeOf(type);
  const text = description ?? '';
  const parts: string[] = [];
  if (list && !MAX_ITEMS.test(text)) parts.push(`Max ${DEFAULT_MAX_ITEMS} items.`);
  if (name === 'String' && !MAX_LENGTH.test(text)) parts.push(`Max ${DEFAULT_MAX_LENGTH} characters${list ? ' each' : ''}.`);
  return parts.join(' ');
}

/** Is this input value a user input (a field argument or an input object field), not a directive's? */
function isUserInput(ancestors: readonly (ASTNode | readonly ASTNode[])[]): boolean {
  const owner = [...ancestors].reverse().find((a): a is ASTNode => !Array.isArray(a) && 'kind' in (a as object));
  return !!owner && owner.kind !== Kind.DIRECTIVE_DEFINITION;
}

/** Adds the default limits to every text or list input of the document that names none. */
export function withInputLimitsAst(document: DocumentNode): DocumentNode {
  return visit(document, {
    InputValueDefinition(node: InputValueDefinitionNode, _key, _parent, _path, ancestors) {
      if (!isUserInput(ancestors)) return undefined;
      const sentence = missingLimitSentence(node.type, node.description?.value);
      if (!sentence) return undefined;
      const current = node.description?.value.trim();
      const description: StringValueNode = {
        kind: Kind.STRING,
        value: current ? `${current}${/[.!?]$/.test(current) ? '' : '.'} ${sentence}` : sentence,
        block: true,
      };
      return { ...node, description };
    },
  });
}

/** `withInputLimitsAst` on SDL text: what the subgraphs serve and what the gateway composes. */
export function withInputLimits(sdl: string): string {
  return print(withInputLimitsAst(parse(sdl)));
}

/**
 * A subgraph's schema as served and as composed: its .graphql sources merged (as NestJS merges them),
 * with the platform's scalars (DateTime) declared and the default limits written in. The platform
 * module and the gateway's composition both call it.
 */
export function subgraphTypeDefs(sources: (string | DocumentNode)[]): string {
  return print(withInputLimitsAst(mergeTypeDefs([...sources, PLATFORM_SCALARS_SDL], { throwOnConflict: true, reverseDirectives: true })));
}
