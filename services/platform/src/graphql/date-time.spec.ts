import { buildSchema, graphql } from 'graphql';
import { DateTimeScalar, PLATFORM_SCALARS_SDL, parseDateTime } from './date-time';
import { subgraphTypeDefs } from './input-limits';

describe('DateTime scalar', () => {
  it('reads ISO-8601 instants with an offset, and only those', () => {
    expect(parseDateTime('2024-06-01T14:00:00+02:00')?.toISOString()).toBe('2024-06-01T12:00:00.000Z');
    expect(parseDateTime('2024-06-01T12:00Z')?.toISOString()).toBe('2024-06-01T12:00:00.000Z');
    expect(parseDateTime('2024-02-29T23:59:59.123456-01:30')?.toISOString()).toBe('2024-03-01T01:29:59.123Z');
    for (const bad of [
      '2024-02-30T10:00:00Z',
      '2023-02-29T10:00:00Z',
      '2024-06-01T24:00:00Z',
      '2024-06-01T10:00:00',
      '2024-06-01',
      '0000-01-01T00:00:00Z',
      'now',
      '',
      '2024-06-01T10:00:00+25:00',
    ]) {
      expect(parseDateTime(bad)).toBeNull();
    }
  });

  it('answers in UTC with milliseconds from a Date or ISO text', () => {
    expect(DateTimeScalar.serialize(new Date(Date.UTC(2024, 5, 1, 12)))).toBe('2024-06-01T12:00:00.000Z');
    expect(DateTimeScalar.serialize('2024-06-01T14:00:00+02:00')).toBe('2024-06-01T12:00:00.000Z');
    expect(() => DateTimeScalar.serialize(new Date(NaN))).toThrow();
  });

  const schema = buildSchema(`${PLATFORM_SCALARS_SDL} type Query { echo(at: DateTime!): DateTime! }`);
  Object.assign(schema.getType('DateTime')!, {
    serialize: DateTimeScalar.serialize,
    parseValue: DateTimeScalar.parseValue,
    parseLiteral: DateTimeScalar.parseLiteral,
  });
  const run = (source: string, variableValues?: Record<string, unknown>) =>
    graphql({ schema, source, variableValues, rootValue: { echo: ({ at }: { at: Date }) => at } });

  it('refuses bad inputs as BAD_USER_INPUT, in variables and in literals', async () => {
    expect((await run('query($at: DateTime!) { echo(at: $at) }', { at: '2024-06-01T14:00:00+02:00' })).data).toEqual({ echo: '2024-06-01T12:00:00.000Z' });
    for (const at of ['2024-13-01T00:00:00Z', 12, 'x'.repeat(10_000), { a: 1 }]) {
      const { errors } = await run('query($at: DateTime!) { echo(at: $at) }', { at });
      expect(errors?.[0].message).toMatch(/ISO-8601/);
      expect(errors?.[0].originalError).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    }
    const literal = await run('{ echo(at: "2024-02-30T00:00:00Z") }');
    expect(literal.errors?.[0].message).toMatch(/ISO-8601/);
  });

  it('is declared in every subgraph schema the platform builds', () => {
    expect(subgraphTypeDefs(['type Query { at: DateTime }'])).toMatch(/scalar DateTime/);
  });
});
