import fc from 'fast-check';
import { GraphQLArgument, GraphQLInputField, GraphQLInputType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from 'graphql';

/**
 * fast-check arbitraries for GraphQL inputs, built from the schema. Each value is, field by field,
 * either plausible (so that validation goes past it and reaches the fields after) or hostile: NUL
 * bytes, lone surrogates, long texts, big lists, ids that are not UUIDs, floats PostgreSQL cannot
 * store, extreme integers. Bounded so that one request stays under the gateway's body limit (100 KB)
 * most of the time: a bigger one is refused with 413, which is a valid answer too.
 */

export interface GeneratorContext {
  /** Ids seen in the platform's answers: real rows, so that updates and deletes reach their checks. */
  ids: string[];
}

const cursor = (raw: string) => Buffer.from(raw).toString('base64url');

export const HOSTILE_TEXTS: string[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  'caf\uD83D',
  '\uDE00\uD83D',
  'x'.repeat(256),
  'x'.repeat(2_001),
  'x'.repeat(60_000),
  "'; DROP TABLE x; --",
  '%_\\',
  '\u202E\u200B\uFEFF',
  '😀'.repeat(130),
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '-1',
  'NaN',
  '1e309',
  '{"a":1}',
  cursor('o:99999999999999999999'),
  cursor('o:-1'),
  cursor('o:1e5'),
  '\t\n\r',
];

const UUID_LIKE = '5b0f6e1c-7d53-4b8e-9a51-3c2f0e8d1a42';
export const HOSTILE_IDS: string[] = [
  '',
  ' ',
  'x',
  '1',
  '-1',
  '0',
  'null',
  '00000000-0000-0000-0000-000000000000',
  `${UUID_LIKE}\u0000`,
  UUID_LIKE.toUpperCase(),
  ` ${UUID_LIKE}`,
  `{${UUID_LIKE}}`,
  UUID_LIKE.replace(/-/g, ''),
  `${UUID_LIKE}0`,
  'x'.repeat(300),
  '\uD800',
];

export const HOSTILE_FLOATS = [1e-310, -1e-310, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, -1e308, 0, 91, -181, 1e6, -1, 0.5e-300];
export const HOSTILE_INTS = [0, -1, -2_147_483_648, 2_147_483_647, 1_000_000, 65_536, 32_768, -32_769];

/** Plausible texts, chosen from the field's name (works for fields added later with usual names). */
const PLAUSIBLE: [RegExp, string[]][] = [
  [/password/i, ['Fuzz2026!x', 'Gourmet2026!']],
  [/phone/i, ['06 12 34 56 78', '+33612345678']],
  [/postal/i, ['75001', '21200']],
  [/country/i, ['FR', 'BE']],
  [/city.?code|insee/i, ['21054', '75056']],
  [/department/i, ['21', '75', '2A']],
  [/slug/i, ['fuzz-page', 'beaune']],
  [/siret/i, ['73282932000074']],
  [/website|url/i, ['https://example.com', 'www.example.fr']],
  [/locale|language/i, ['fr', 'en']],
  [/^after$/i, [cursor('o:0'), cursor('o:5')]],
  [/date|after|before|since|until/i, ['2026-01-01', '2026-06-30T10:00:00Z']],
  [/opens|closes|time/i, ['08:00', '22:30']],
  [/token/i, ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']],
  [/code/i, ['fuzz_code', 'wholesale']],
  [/csv/i, ['sku,name,priceCents\nFZ-1,Fuzz,100']],
  [/permission/i, ['catalog.establishments.list', 'cms.pages.list']],
  [/^events$/i, ['order.placed', 'review.approved']], // webhooks' partner events (WebhookInput.events)
];
const PLAUSIBLE_TEXT = ['Fuzz', 'Auberge du Fuzz', 'Équipe gourmande', 'Test'];

function plausibleText(name: string): fc.Arbitrary<string> {
  // Many accounts rather than one: sign-in slows down for an account failing from many addresses.
  if (/email/i.test(name)) return fc.integer({ min: 1, max: 1_000_000 }).map((n) => `fuzz.${n}@example.com`);
  const hit = PLAUSIBLE.find(([pattern]) => pattern.test(name));
  return fc.constantFrom(...(hit ? hit[1] : PLAUSIBLE_TEXT));
}

function plausibleFloat(name: string): fc.Arbitrary<number> {
  if (/lat/i.test(name)) return fc.constantFrom(47.0245, 45.76);
  if (/lon|lng/i.test(name)) return fc.constantFrom(4.8389, 4.83);
  return fc.constantFrom(1, 10, 2.5);
}

const hostile = <T>(plausible: fc.Arbitrary<T>, bad: fc.Arbitrary<T>) => fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: bad, weight: 2 });

function scalar(type: string, name: string, ctx: GeneratorContext): fc.Arbitrary<unknown> {
  switch (type) {
    case 'ID': {
      const real = ctx.ids.length ? [fc.constantFrom(...ctx.ids)] : [];
      return hostile(fc.oneof(fc.uuid(), ...real), fc.oneof(fc.constantFrom(...HOSTILE_IDS), fc.string({ maxLength: 40 })));
    }
    case 'String':
      return hostile(
        plausibleText(name),
        fc.oneof({ arbitrary: fc.constantFrom(...HOSTILE_TEXTS), weight: 3 }, { arbitrary: fc.string({ unit: 'binary', maxLength: 50 }), weight: 1 }),
      );
    case 'Int':
      return hostile(fc.constantFrom(1, 5, 20), fc.oneof(fc.constantFrom(...HOSTILE_INTS), fc.integer()));
    case 'Float':
      return hostile(plausibleFloat(name), fc.oneof(fc.constantFrom(...HOSTILE_FLOATS), fc.double({ noNaN: true, noDefaultInfinity: true })));
    case 'Boolean':
      return fc.boolean();
    default:
      // A custom scalar: text is what most of them read (DateTime, JSON strings...).
      return hostile(plausibleText(name), fc.constantFrom(...HOSTILE_TEXTS));
  }
}

/** The arbitrary of a value of `type`; `name` is the argument's or field's name (for plausible values). */
export function valueOf(type: GraphQLInputType, name: string, ctx: GeneratorContext, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, name, ctx, depth);
  if (isListType(type)) {
    const item = valueOf(type.ofType, name, ctx, depth + 1);
    const small = fc.array(item, { minLength: 1, maxLength: 3 });
    // Big lists of one plain value: 1,000 items, or 600 copies of one (a mass delete of one id).
    const plain = item.filter((v) => (JSON.stringify(v) ?? '').length <= 80);
    const big = plain.chain((v) => fc.constantFrom(Array(1_000).fill(v), Array(600).fill(v)));
    return fc.oneof({ arbitrary: small, weight: 4 }, { arbitrary: fc.constant([]), weight: 1 }, { arbitrary: depth === 0 ? big : small, weight: 1 });
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.value ?? v.name));
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of fields) model[f.name] = fieldValue(f, ctx, depth + 1);
    return fc.record(model, { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) });
  }
  if (isScalarType(type)) return scalar(type.name, name, ctx);
  return fc.constant(null);
}

/** An optional input may also be null; nesting stops at a depth where only required fields get values. */
function fieldValue(input: GraphQLArgument | GraphQLInputField, ctx: GeneratorContext, depth: number): fc.Arbitrary<unknown> {
  if (!isNonNullType(input.type) && depth > 4) return fc.constant(null);
  const value = valueOf(input.type, input.name, ctx, depth);
  return isNonNullType(input.type) ? value : fc.oneof({ arbitrary: value, weight: 5 }, { arbitrary: fc.constant(null), weight: 1 });
}

/** Variables for every argument of a field: required ones always, optional ones often. */
export function variablesOf(args: readonly GraphQLArgument[], ctx: GeneratorContext): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const a of args) model[a.name] = fieldValue(a, ctx, 0);
  return fc.record(model, { requiredKeys: args.filter((a) => isNonNullType(a.type)).map((a) => a.name) });
}
