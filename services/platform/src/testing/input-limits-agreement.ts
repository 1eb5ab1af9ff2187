import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, type InputObjectTypeDefinitionNode } from 'graphql';
import { namedTypeOf, readInputLimits } from '../graphql/input-limits';

/** Every `.graphql` file under a folder, as one SDL text (a subgraph's inputs and enums). */
export function readSdl(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

/** Bounds a form schema declares for one field (`schemaLimits` of @guide/validation gives these). */
export interface DeclaredLimits {
  max?: number;
  itemMax?: number;
}

/**
 * Where a shared validation schema and the SDL of the input it checks disagree on a bound. The SDL's
 * "Max N characters." / "Max N items." (or the platform defaults when it names none) is what the input
 * guard enforces and what the composed API documents; the schema is what forms and services check. Both
 * must say the same number. With `exact: false` the SDL may be looser (never tighter): the guard then
 * only backs the schema up, and the schema's own key (e.g. NAME_TOO_LONG) reaches the caller. Returns one
 * line per disagreement (empty when they agree).
 */
export function inputLimitDisagreements(sdl: string, inputName: string, declared: Record<string, DeclaredLimits>, options: { exact?: boolean } = {}): string[] {
  const exact = options.exact ?? true;
  const differs = (schema: number | undefined, api: number | undefined) =>
    schema !== undefined && (api === undefined || (exact ? schema !== api : schema > api));
  const input = parse(sdl).definitions.find(
    (d): d is InputObjectTypeDefinitionNode =>
      (d.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION || d.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION) && d.name.value === inputName,
  );
  if (!input) return [`${inputName}: no such input in the SDL`];
  const out: string[] = [];
  for (const [field, limits] of Object.entries(declared)) {
    const def = input.fields?.find((f) => f.name.value === field);
    if (!def) {
      out.push(`${inputName}.${field}: not in the SDL`);
      continue;
    }
    const { name, list } = namedTypeOf(def.type);
    const api = readInputLimits(def.description?.value);
    const apiMax = list ? api.maxItems : name === 'String' ? api.maxLength : undefined;
    const apiItemMax = list && name === 'String' ? api.maxLength : undefined;
    if (differs(limits.max, apiMax)) out.push(`${inputName}.${field}: schema max ${limits.max}, API max ${apiMax ?? 'none'}`);
    if (differs(limits.itemMax, apiItemMax)) out.push(`${inputName}.${field}: schema max ${limits.itemMax} per item, API ${apiItemMax ?? 'none'}`);
  }
  return out;
}

/** The values of an SDL enum, in order (to check them against the vocabulary the code uses). */
export function sdlEnumValues(sdl: string, enumName: string): string[] {
  const found = parse(sdl).definitions.find((d) => d.kind === Kind.ENUM_TYPE_DEFINITION && d.name.value === enumName);
  return found?.kind === Kind.ENUM_TYPE_DEFINITION ? (found.values ?? []).map((v) => v.name.value) : [];
}
