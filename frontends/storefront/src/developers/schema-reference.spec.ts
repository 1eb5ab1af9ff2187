/// <reference types="jest" />
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchemaReference, matchesFilter, namedType } from './schema-reference';

describe('the partners’ schema reference', () => {
  it('reads operations, arguments, types, enums and deprecations from SDL', () => {
    const reference = buildSchemaReference(`
      """A thing."""
      type Thing { id: ID!  "Its name." name: String  old: Int @deprecated(reason: "Use name") }
      input ThingInput { name: String! }
      enum Colour { RED "The green one." GREEN }
      union Any = Thing
      scalar DateTime
      type Query { things(first: Int, "Words." search: String): [Thing!]!  "One thing." thing(id: ID!): Thing }
      extend type Query { apiKeys: [Thing!]! }
      type Mutation { createThing(input: ThingInput!): Thing! }
    `);
    expect(reference.queries.map((q) => q.name)).toEqual(['apiKeys', 'thing', 'things']);
    expect(reference.queries[2]).toMatchObject({
      type: '[Thing!]!',
      args: [
        { name: 'first', type: 'Int', description: null },
        { name: 'search', type: 'String', description: 'Words.' },
      ],
    });
    expect(reference.mutations).toEqual([expect.objectContaining({ name: 'createThing', type: 'Thing!' })]);
    expect(reference.types.map((t) => `${t.kind}:${t.name}`)).toEqual(['union:Any', 'enum:Colour', 'scalar:DateTime', 'object:Thing', 'input:ThingInput']);
    const thing = reference.types.find((t) => t.name === 'Thing')!;
    expect(thing.description).toBe('A thing.');
    expect(thing.fields.find((f) => f.name === 'old')?.deprecated).toBe('Use name');
    expect(reference.types.find((t) => t.name === 'Colour')!.fields.map((v) => [v.name, v.description])).toEqual([
      ['RED', null],
      ['GREEN', 'The green one.'],
    ]);
  });

  it('covers the composed public API, partner operations included', () => {
    const sdl = readFileSync(join(__dirname, '..', '..', '..', '..', 'gateway', 'api-schema.graphql'), 'utf8');
    const reference = buildSchemaReference(sdl);
    expect(reference.queries.length).toBeGreaterThan(50);
    expect(reference.queries.map((q) => q.name)).toContain('establishments');
    expect(reference.mutations.map((m) => m.name)).toContain('placeOrder');
    expect(reference.types.some((t) => t.name === 'Query' || t.name === 'Mutation')).toBe(false);
  });

  it('links named types and filters by words, accents ignored', () => {
    expect(namedType('[Order!]!')).toBe('Order');
    expect(matchesFilter({ name: 'placeOrder', description: 'Passe la commande payée' }, 'PAYEE order')).toBe(true);
    expect(matchesFilter({ name: 'placeOrder', description: null }, 'refund')).toBe(false);
    expect(matchesFilter({ name: 'x', description: null }, '  ')).toBe(true);
  });
});
