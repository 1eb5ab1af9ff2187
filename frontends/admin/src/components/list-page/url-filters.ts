/**
 * A list's filters as the address holds them (`?status=NEW&q=tarte`), so that a filtered list can be linked
 * to and survives a reload. A page describes its filters once (a `FilterSpec`: each filter's parameter and
 * how a raw value is read); reading drops unknown or malformed values, writing leaves empty ones out and
 * keeps the spec's order, so that the same filters always give the same address.
 */

/** One filter: its address parameter, how a raw value reads (null: none or unusable) and how it is written. */
export interface FilterParam<T> {
  param: string;
  read(raw: string | null): T | null;
  write?(value: T): string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a spec mixes filters of several value types
export type FilterSpec = Record<string, FilterParam<any>>;

/** The filters a spec describes, each its value or null. */
export type FiltersOf<S extends FilterSpec> = { [K in keyof S]: S[K] extends FilterParam<infer T> ? T | null : never };

/** A value among a vocabulary's (`?status=NEW`). */
export const oneOf = <T extends string>(param: string, values: readonly T[]): FilterParam<T> => ({
  param,
  read: (raw) => (raw !== null && (values as readonly string[]).includes(raw.trim()) ? (raw.trim() as T) : null),
});

/** A free text (a search), trimmed and cut to `maxLength`. */
export const text = (param: string, maxLength: number): FilterParam<string> => ({
  param,
  read: (raw) => raw?.trim().slice(0, maxLength).trimEnd() || null,
});

/** An identifier (`?category=…`). */
export const id = (param: string): FilterParam<string> => ({ param, read: (raw) => raw?.trim() || null });

/** A whole number above zero (`?edition=2026`). */
export const positiveInt = (param: string): FilterParam<number> => ({
  param,
  read: (raw) => {
    const value = Number(raw?.trim() || NaN);
    return Number.isInteger(value) && value > 0 ? value : null;
  },
  write: String,
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day, `YYYY-MM-DD`. */
export const day = (param: string): FilterParam<string> => ({
  param,
  read: (raw) => {
    const value = raw?.trim();
    return value && DAY.test(value) ? value : null;
  },
});

/** The filters an address holds. */
export function readFilters<S extends FilterSpec>(spec: S, params: URLSearchParams): FiltersOf<S> {
  const filters: Record<string, unknown> = {};
  for (const [key, filter] of Object.entries(spec)) filters[key] = filter.read(params.get(filter.param));
  return filters as FiltersOf<S>;
}

/**
 * The address of some filters: the spec's parameters in its order (empty ones left out), then the parameters
 * of `others` the spec does not know (left as they were).
 */
export function writeFilters<S extends FilterSpec>(spec: S, filters: Partial<FiltersOf<S>>, others?: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, filter] of Object.entries(spec)) {
    const value: unknown = filters[key];
    if (value === null || value === undefined || value === '') continue;
    params.set(filter.param, filter.write ? filter.write(value) : String(value));
  }
  const known = new Set(Object.values(spec).map((filter) => filter.param));
  others?.forEach((value, key) => {
    if (!known.has(key)) params.append(key, value);
  });
  return params;
}

/** The filters after a change (`undefined` keeps a filter, `null` drops it). */
export function changeFilters<S extends FilterSpec>(spec: S, current: URLSearchParams, change: Partial<FiltersOf<S>>): URLSearchParams {
  const kept = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<FiltersOf<S>>;
  return writeFilters(spec, { ...readFilters(spec, current), ...kept }, current);
}

/** Whether any filter but `ignored` ones (an order is not a filter) is set. */
export function isFiltered<S extends FilterSpec>(filters: FiltersOf<S>, ignored: readonly (keyof S)[] = []): boolean {
  return Object.entries(filters).some(([key, value]) => !ignored.includes(key) && value !== null && value !== '');
}
