import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { ErrorCode, type FieldErrors } from '../errors/errors';

/**
 * `DateTime`: an instant, written ISO-8601 with its offset and sent back in UTC with milliseconds
 * (`2024-06-01T12:00:00.000Z`). Every timestamp field of every subgraph has this type; the platform
 * declares it (`PLATFORM_SCALARS_SDL`, added by `subgraphTypeDefs`) and serves it, so the subgraphs and
 * the composed schema agree. A bad input is a BAD_USER_INPUT naming the expected form, never a 500.
 */
export const DATE_TIME_DESCRIPTION = 'An instant: ISO-8601 with an offset (e.g. 2024-06-01T14:00:00+02:00); answers are in UTC (2024-06-01T12:00:00.000Z).';

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})$/i;

const invalid = (detail: string) =>
  new GraphQLError(`DateTime must be an ISO-8601 date and time with an offset, e.g. 2024-06-01T14:00:00+02:00 (${detail})`, {
    extensions: { code: ErrorCode.BAD_USER_INPUT, fieldErrors: { value: 'INVALID_DATE_TIME' } satisfies FieldErrors },
  });

/** The instant an ISO-8601 text names, or null when it is not one (wrong form, 30 February, 25:00). */
export function parseDateTime(text: string): Date | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0', frac = '0', zone] = m;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const local = Date.UTC(year, month - 1, day, hour, minute, second, Number(frac.padEnd(3, '0').slice(0, 3)));
  const check = new Date(local);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return null; // 2024-02-30 would roll over to March
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const [oh, om] = zone.slice(1).split(':').map(Number);
    if (oh > 23 || om > 59) return null;
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  const instant = new Date(local - offsetMinutes * 60_000);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

function fromInput(value: unknown): Date {
  if (typeof value !== 'string') throw invalid(`got ${value === null ? 'null' : typeof value}`);
  if (value.length > 40) throw invalid('too long');
  const instant = parseDateTime(value);
  if (!instant) throw invalid('not a valid date and time');
  return instant;
}

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: DATE_TIME_DESCRIPTION,
  serialize(value) {
    // Entities hold Date (pg's timestamptz); some services keep ISO text (events, raw rows).
    const instant = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
    if (!instant || Number.isNaN(instant.getTime())) throw new GraphQLError(`DateTime cannot represent ${String(value)}`);
    return instant.toISOString();
  },
  parseValue: fromInput,
  parseLiteral(ast: ValueNode) {
    if (ast.kind !== Kind.STRING) throw invalid(`got a ${ast.kind.toLowerCase()} literal`);
    return fromInput(ast.value);
  },
});

/** The platform's scalars in SDL: every subgraph schema gets them (they are unused where not referenced). */
export const PLATFORM_SCALARS_SDL = `"""${DATE_TIME_DESCRIPTION}"""\nscalar DateTime\n`;
