import DataLoader from 'dataloader';

/**
 * Loaders that live for one GraphQL request: `perRequest(() => ({ city: loadByKey(...) }))` returns a
 * function of the request's context object (the same object for every resolver of one request) that
 * creates the set on first use. Batching is per request, caching too, so no answer leaks between
 * requests or outlives a mutation made in another.
 */
export function perRequest<L extends object>(create: (context: object) => L): (context: object) => L {
  const sets = new WeakMap<object, L>();
  return (context) => {
    let loaders = sets.get(context);
    if (!loaders) {
      loaders = create(context);
      sets.set(context, loaders);
    }
    return loaders;
  };
}

/**
 * One value per key: `fetch` reads the rows of all the keys of a batch in one query, `keyOf` names the
 * key of a row; a key without a row gets `missing` (null unless told). `value` turns a row into the
 * loaded value (e.g. a count out of a `GROUP BY` row).
 */
export function loadByKey<K, R, V = R, M = null>(
  fetch: (keys: K[]) => Promise<R[]>,
  keyOf: (row: R) => K,
  options: { value?: (row: R) => V; missing?: M } = {},
): DataLoader<K, V | M> {
  const value = options.value ?? ((row: R) => row as unknown as V);
  const missing = (options.missing === undefined ? null : options.missing) as M;
  return new DataLoader<K, V | M>(async (keys) => {
    const rows = await fetch([...keys]);
    const byKey = new Map(rows.map((row) => [keyOf(row), value(row)]));
    return keys.map((key) => (byKey.has(key) ? byKey.get(key)! : missing));
  });
}

/** A list per key (the rows of a child table for each parent), in the order `fetch` returns them. */
export function loadGroupsByKey<K, R>(fetch: (keys: K[]) => Promise<R[]>, keyOf: (row: R) => K): DataLoader<K, R[]> {
  return new DataLoader<K, R[]>(async (keys) => {
    const groups = new Map<K, R[]>(keys.map((key) => [key, []]));
    for (const row of await fetch([...keys])) groups.get(keyOf(row))?.push(row);
    return keys.map((key) => groups.get(key)!);
  });
}
