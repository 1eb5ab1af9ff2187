import { create, equals, fromBinary, toBinary, ScalarType, type DescField, type DescMessage } from '@bufbuild/protobuf';
import { ALL_EVENT_TYPES, Events } from './index';

/**
 * Every contract in `Events` encodes and decodes: each message is filled field by field from its
 * descriptor (nested messages, lists and maps included), written to bytes, read back and compared.
 * A contract that cannot encode, or a field that does not survive the trip, fails here.
 */
const definitions: { type: string; schema: DescMessage }[] = Object.values(Events);

function scalarSample(scalar: ScalarType, longAsString: boolean, name: string): unknown {
  switch (scalar) {
    case ScalarType.STRING:
      return `${name}-é✓`; // non-ASCII on purpose
    case ScalarType.BOOL:
      return true;
    case ScalarType.BYTES:
      return new Uint8Array([1, 2, 255]);
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return 1.5;
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      return longAsString ? '-9007199254740993' : -9007199254740993n; // beyond a JS number
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return longAsString ? '9007199254740993' : 9007199254740993n;
    case ScalarType.INT32:
    case ScalarType.SINT32:
    case ScalarType.SFIXED32:
      return -123456;
    default: // UINT32, FIXED32
      return 123456;
  }
}

function valueOf(field: DescField, depth: number): unknown {
  const name = field.localName;
  switch (field.fieldKind) {
    case 'scalar':
      return scalarSample(field.scalar, field.longAsString, name);
    case 'enum':
      return field.enum.values[field.enum.values.length - 1].number;
    case 'message':
      return sample(field.message, depth + 1);
    case 'list':
      if (field.listKind === 'scalar')
        return [scalarSample(field.scalar, field.longAsString, name), scalarSample(field.scalar, field.longAsString, `${name}2`)];
      if (field.listKind === 'enum') return [field.enum.values[field.enum.values.length - 1].number];
      return [sample(field.message, depth + 1), sample(field.message, depth + 1)];
    case 'map': {
      const key = String(scalarSample(field.mapKey, true, `${name}-key`));
      if (field.mapKind === 'scalar') return { [key]: scalarSample(field.scalar, false, name) };
      if (field.mapKind === 'enum') return { [key]: field.enum.values[field.enum.values.length - 1].number };
      return { [key]: sample(field.message, depth + 1) };
    }
  }
}

/** An init with every field set (the first field of each oneof). */
function sample(schema: DescMessage, depth = 0): Record<string, unknown> {
  const init: Record<string, unknown> = {};
  if (depth > 4) return init; // recursive messages: stop somewhere
  for (const member of schema.members) {
    if (member.kind === 'oneof') init[member.localName] = { case: member.fields[0].localName, value: valueOf(member.fields[0], depth) };
    else init[member.localName] = valueOf(member, depth);
  }
  return init;
}

describe('event contracts', () => {
  it('names every event area.entity.fact, once', () => {
    for (const type of ALL_EVENT_TYPES) expect(type).toMatch(/^[a-z]+(\.[a-z-]+){2,}$/);
    expect(new Set(ALL_EVENT_TYPES).size).toBe(ALL_EVENT_TYPES.length);
    expect(ALL_EVENT_TYPES).toEqual(definitions.map((d) => d.type));
  });

  it.each(definitions.map((d) => [d.type, d.schema] as const))('%s round-trips through bytes with every field set', (_type, schema) => {
    expect(schema.fields.length).toBeGreaterThan(0);
    const message = create(schema, sample(schema));
    const bytes = toBinary(schema, message);
    const decoded = fromBinary(schema, bytes);
    // Every field holds a non-default value, so a field dropped on the way would differ here.
    expect(equals(schema, decoded, message)).toBe(true);
    expect(decoded).toEqual(message);
  });

  it('keeps each event type a literal type, so consumers can narrow on it', () => {
    const type: 'commerce.order.placed' = Events.orderPlaced.type;
    // @ts-expect-error the name is a literal type, not any string
    const wrong: 'commerce.order.canceled' = Events.orderPlaced.type;
    expect([type, wrong]).toEqual(['commerce.order.placed', 'commerce.order.placed']);
  });
});
