import { loadByKey, loadGroupsByKey, perRequest } from './loaders';

describe('per-request loaders', () => {
  it('batches the keys of one tick into one fetch and answers in key order', async () => {
    const fetched: string[][] = [];
    const loaders = perRequest(() => ({
      city: loadByKey(
        async (codes: string[]) => (fetched.push(codes), codes.filter((c) => c !== 'x').map((code) => ({ code, name: `City ${code}` }))),
        (r) => r.code,
      ),
      count: loadByKey(
        async (ids: string[]) => ids.filter((i) => i === 'a').map((id): { id: string; n: number } => ({ id, n: 3 })),
        (r) => r.id,
        { value: (r) => r.n, missing: 0 },
      ),
      notes: loadGroupsByKey(
        async (ids: string[]) =>
          [
            { of: 'b', t: 1 },
            { of: 'a', t: 2 },
            { of: 'b', t: 3 },
          ].filter((r) => ids.includes(r.of)),
        (r) => r.of,
      ),
    }));
    const ctx = {};
    const [b, x, a] = await Promise.all(['b', 'x', 'a'].map((c) => loaders(ctx).city.load(c)));
    expect([b?.name, x, a?.name]).toEqual(['City b', null, 'City a']);
    expect(fetched).toEqual([['b', 'x', 'a']]);
    expect(await loaders(ctx).count.loadMany(['a', 'z'])).toEqual([3, 0]);
    expect(await loaders(ctx).notes.loadMany(['b', 'c'])).toEqual([
      [
        { of: 'b', t: 1 },
        { of: 'b', t: 3 },
      ],
      [],
    ]);
  });

  it('keeps one set per request: a second request fetches again', async () => {
    let fetches = 0;
    const loaders = perRequest(() => ({
      one: loadByKey(
        async (ids: number[]) => (fetches++, ids.map((id) => ({ id }))),
        (r) => r.id,
      ),
    }));
    const first = {};
    await loaders(first).one.load(1);
    await loaders(first).one.load(1);
    expect(loaders(first)).toBe(loaders(first));
    await loaders({}).one.load(1);
    expect(fetches).toBe(2);
  });
});
