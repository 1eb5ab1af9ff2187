import { buildSubgraphSchema } from '@apollo/subgraph';
import { GraphQLSchema, graphql, parse } from 'graphql';
import { DEFAULT_MAX_ITEMS, DEFAULT_MAX_LENGTH, readInputLimits, subgraphTypeDefs, withInputLimits } from './input-limits';
import { TRIMMED_SPACE_ALLOWANCE, guardInputs, isStorableFloat } from './input-guard';

const UUID = '5b0f6e1c-7d53-4b8e-9a51-3c2f0e8d1a42';

const SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])

  type Item @key(fields: "id") {
    id: ID!
    name: String!
    """
    Other items.
    """
    related(first: Int, "Max 3 characters." tag: String): [Item!]!
  }

  input LineInput {
    label: String!
    weight: Float
    ids: [ID!]
  }

  input ItemInput {
    """
    Max 10 characters.
    """
    name: String!
    """
    Free text. Max 2,000 characters.
    """
    body: String
    """
    Max 2 items, each max 5 characters.
    """
    tags: [String!]
    lines: [LineInput!]
    """
    A shop's own reference. Not a UUID.
    """
    externalId: ID
    lat: Float
    count: Int
  }

  type Query {
    item(id: ID!): Item
    search(text: String, near: Float): [Item!]!
  }

  type Mutation {
    createItem(input: ItemInput!): Item!
    deleteItems(ids: [ID!]!): Int!
  }
`;

function buildGuardedSchema() {
  const calls: string[] = [];
  const item = (id: string) => ({ id, name: `item ${id}` });
  const schema = buildSubgraphSchema({
    typeDefs: parse(subgraphTypeDefs([SDL])),
    resolvers: {
      Query: {
        item: (_: unknown, { id }: { id: string }) => (calls.push('item'), item(id)),
        search: () => (calls.push('search'), [item(UUID)]),
      },
      Mutation: {
        createItem: () => (calls.push('createItem'), item(UUID)),
        deleteItems: (_: unknown, { ids }: { ids: string[] }) => (calls.push('deleteItems'), ids.length),
      },
      Item: {
        __resolveReference: (ref: { id: string }) => (calls.push('reference'), item(ref.id)),
        related: () => (calls.push('related'), []),
      },
    } as never,
  });
  return { schema: guardInputs(schema), calls };
}

async function run(schema: GraphQLSchema, source: string, variableValues: Record<string, unknown> = {}) {
  const result = await graphql({ schema, source, variableValues });
  const error = result.errors?.[0];
  return { data: result.data, code: error?.extensions?.code, fieldErrors: error?.extensions?.fieldErrors as Record<string, string> | undefined };
}

const CREATE = 'mutation($input: ItemInput!) { createItem(input: $input) { id } }';

describe('input limits in the SDL', () => {
  it('reads "Max N characters." and "Max N items." from a description, defaults otherwise', () => {
    expect(readInputLimits('Free text. Max 2,000 characters.')).toEqual({ maxLength: 2000, maxItems: DEFAULT_MAX_ITEMS, uuid: true });
    expect(readInputLimits('At most 500 at once. Max 500 items.')).toMatchObject({ maxLength: DEFAULT_MAX_LENGTH, maxItems: 500 });
    expect(readInputLimits('Max 2 items, each max 5 characters.')).toMatchObject({ maxLength: 5, maxItems: 2 });
    expect(readInputLimits('A code. Not a UUID.').uuid).toBe(false);
    expect(readInputLimits(undefined)).toEqual({ maxLength: DEFAULT_MAX_LENGTH, maxItems: DEFAULT_MAX_ITEMS, uuid: true });
  });

  it('writes the default into every text or list input that names none, and leaves the rest as written', () => {
    const sdl = withInputLimits(SDL);
    expect(sdl).toContain(`"""Max ${DEFAULT_MAX_LENGTH} characters."""\n  label: String!`);
    expect(sdl).toContain(`"""Max ${DEFAULT_MAX_ITEMS} items."""\n  ids: [ID!]`);
    expect(sdl).toContain(`"""Max ${DEFAULT_MAX_ITEMS} items."""\n  lines: [LineInput!]`);
    expect(sdl).toContain('"""Max 10 characters."""\n  name: String!');
    expect(sdl).toContain('"""Max 2 items, each max 5 characters."""\n  tags: [String!]');
    expect(sdl).toContain(`"""Max ${DEFAULT_MAX_LENGTH} characters."""\n    text: String`);
    expect(sdl).toContain(`"""Max ${DEFAULT_MAX_ITEMS} items."""\n    ids: [ID!]!`);
    expect(sdl).toContain('"Max 3 characters."\n    tag: String');
    // an existing description keeps its words; ids, numbers and output fields get nothing
    expect(withInputLimits('type Query { a("Free text" b: String, id: ID, n: Float): String }')).toContain(
      `"""Free text. Max ${DEFAULT_MAX_LENGTH} characters."""\n    b: String\n    id: ID\n    n: Float\n`,
    );
    expect(withInputLimits('type Query { a: String }')).not.toContain('Max');
  });

  it('does not touch the arguments of directive definitions', () => {
    const sdl = withInputLimits('directive @tag(name: String!) on FIELD_DEFINITION\ntype Query { a: String }');
    expect(sdl).not.toContain('Max');
  });

  it('is idempotent: applied twice, the SDL is the same', () => {
    expect(withInputLimits(withInputLimits(SDL))).toBe(withInputLimits(SDL));
  });
});

describe('input guard', () => {
  const valid = {
    name: 'Ok',
    body: 'x'.repeat(2000),
    tags: ['a', 'bcdef'],
    lines: [{ label: 'one', weight: 1.5, ids: [UUID] }],
    externalId: 'SKU-12',
    lat: 0,
    count: -3,
  };

  it('lets valid input through to the resolver', async () => {
    const { schema, calls } = buildGuardedSchema();
    const result = await run(schema, CREATE, { input: valid });
    expect(result.code).toBeUndefined();
    expect(result.data).toEqual({ createItem: { id: UUID } });
    expect(calls).toEqual(['createItem']);
  });

  it.each([
    ['a NUL byte', { name: 'a\u0000b' }, { name: 'INVALID_TEXT' }],
    ['a lone high surrogate', { body: 'caf\uD83D' }, { body: 'INVALID_TEXT' }],
    ['a lone low surrogate', { body: '\uDE00 smile' }, { body: 'INVALID_TEXT' }],
    ['reversed surrogates', { body: '\uDE00\uD83D' }, { body: 'INVALID_TEXT' }],
    ['text over its limit', { name: 'x'.repeat(11) }, { name: 'TOO_LONG' }],
    ['text over the limit named with a comma', { body: 'x'.repeat(2001) }, { body: 'TOO_LONG' }],
    ['a list over its limit', { tags: ['a', 'b', 'c'] }, { tags: 'TOO_MANY' }],
    ['a list item over its length', { tags: ['abcdef'] }, { tags: 'TOO_LONG' }],
    ['a NUL in a nested input', { lines: [{ label: 'ok' }, { label: '\u0000' }] }, { 'lines.label': 'INVALID_TEXT' }],
    ['a default-limited nested text', { lines: [{ label: 'x'.repeat(DEFAULT_MAX_LENGTH + 1) }] }, { 'lines.label': 'TOO_LONG' }],
    ['a nested id that is not a UUID', { lines: [{ label: 'a', ids: [UUID, '42'] }] }, { 'lines.ids': 'INVALID_ID' }],
    ['a nested list over the default size', { lines: Array.from({ length: DEFAULT_MAX_ITEMS + 1 }, () => ({ label: 'a' })) }, { lines: 'TOO_MANY' }],
    ['a subnormal float (1e-310)', { lat: 1e-310 }, { lat: 'INVALID_NUMBER' }],
    ['a negative subnormal float', { lat: -4.9e-324 }, { lat: 'INVALID_NUMBER' }],
    ['a NUL in an id that is not a UUID', { externalId: 'a\u0000' }, { externalId: 'INVALID_TEXT' }],
    ['an id marked "Not a UUID" over the default length', { externalId: 'x'.repeat(DEFAULT_MAX_LENGTH + 1) }, { externalId: 'TOO_LONG' }],
  ])('refuses %s with BAD_USER_INPUT and the field key, before the resolver', async (_what, change, fieldErrors) => {
    const { schema, calls } = buildGuardedSchema();
    const result = await run(schema, CREATE, { input: { ...valid, ...change } });
    expect(result.code).toBe('BAD_USER_INPUT');
    expect(result.fieldErrors).toEqual(fieldErrors);
    expect(calls).toEqual([]);
  });

  it('reports every faulty field at once', async () => {
    const { schema } = buildGuardedSchema();
    const result = await run(schema, CREATE, { input: { ...valid, name: '\u0000', body: 'x'.repeat(3000), lat: 1e-320 } });
    expect(result.fieldErrors).toEqual({ name: 'INVALID_TEXT', body: 'TOO_LONG', lat: 'INVALID_NUMBER' });
  });

  it('counts characters, not UTF-16 units: a valid pair is one character and passes', async () => {
    const { schema } = buildGuardedSchema();
    const result = await run(schema, CREATE, { input: { ...valid, name: '😀'.repeat(10) } });
    expect(result.code).toBeUndefined();
  });

  it('does not count the spaces around a text (the services trim them), within an allowance', async () => {
    const { schema } = buildGuardedSchema();
    expect((await run(schema, CREATE, { input: { ...valid, body: `  ${'x'.repeat(2000)}\n` } })).code).toBeUndefined();
    const padded = await run(schema, CREATE, { input: { ...valid, body: `${' '.repeat(TRIMMED_SPACE_ALLOWANCE + 1)}${'x'.repeat(1990)}` } });
    expect(padded.fieldErrors).toEqual({ body: 'TOO_LONG' });
  });

  it('accepts 0, -0 and the extreme normal floats', async () => {
    for (const lat of [0, -0, 2.2250738585072014e-308, -1.7976931348623157e308]) expect(isStorableFloat(lat)).toBe(true);
    for (const lat of [NaN, Infinity, -Infinity, 1e-310, 5e-324]) expect(isStorableFloat(lat)).toBe(false);
  });

  it('refuses an infinite float written as a literal (GraphQL parses 1e999 to Infinity)', async () => {
    const { schema, calls } = buildGuardedSchema();
    const result = await run(schema, '{ search(near: 1e999) { id } }');
    expect(result).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { near: 'INVALID_NUMBER' } });
    expect(calls).toEqual([]);
  });

  it.each([
    ['not a UUID', 'abc', 'INVALID_ID'],
    ['empty', '', 'INVALID_ID'],
    ['a UUID with a NUL', `${UUID}\u0000`, 'INVALID_TEXT'],
    ['a UUID with spaces', ` ${UUID}`, 'INVALID_ID'],
  ])('refuses an id argument that is %s', async (_what, id, key) => {
    const { schema, calls } = buildGuardedSchema();
    const result = await run(schema, 'query($id: ID!) { item(id: $id) { id } }', { id });
    expect(result).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { id: key } });
    expect(calls).toEqual([]);
  });

  it('accepts UUIDs in either case', async () => {
    const { schema } = buildGuardedSchema();
    expect((await run(schema, 'query($id: ID!) { item(id: $id) { id } }', { id: UUID.toUpperCase() })).code).toBeUndefined();
  });

  it('bounds list arguments (a mass delete of 600 copies of one id)', async () => {
    const { schema, calls } = buildGuardedSchema();
    const result = await run(schema, 'mutation($ids: [ID!]!) { deleteItems(ids: $ids) }', { ids: Array(600).fill(UUID) });
    expect(result).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { ids: 'TOO_MANY' } });
    expect(calls).toEqual([]);
  });

  it('guards arguments of fields below the root too', async () => {
    const { schema, calls } = buildGuardedSchema();
    const result = await run(schema, `query($id: ID!) { item(id: $id) { related(tag: "abcd") { id } } }`, { id: UUID });
    expect(result).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { tag: 'TOO_LONG' } });
    expect(calls).toEqual(['item']);
  });

  it('keeps federation working: _entities resolves any number of representations, _service serves the limits', async () => {
    const { schema, calls } = buildGuardedSchema();
    const representations = Array.from({ length: DEFAULT_MAX_ITEMS + 50 }, () => ({ __typename: 'Item', id: UUID }));
    const result = await graphql({
      schema,
      source: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Item { name } } }',
      variableValues: { r: representations },
    });
    expect(result.errors).toBeUndefined();
    expect((result.data?._entities as unknown[]).length).toBe(DEFAULT_MAX_ITEMS + 50);
    expect(calls.filter((c) => c === 'reference').length).toBe(DEFAULT_MAX_ITEMS + 50);
    const sdl = await graphql({ schema, source: '{ _service { sdl } }' });
    expect((sdl.data?._service as { sdl: string }).sdl).toContain(`Max ${DEFAULT_MAX_LENGTH} characters.`);
  });
});
