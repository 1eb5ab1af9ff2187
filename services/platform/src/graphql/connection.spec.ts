import { MAX_CURSOR_OFFSET, decodeOffsetCursor, encodeOffsetCursor, paginate } from './connection';

const forged = (raw: string) => Buffer.from(raw).toString('base64url');
const keyOf = (fn: () => unknown) => {
  try {
    fn();
    return undefined;
  } catch (error) {
    return (error as { extensions?: { code?: string; fieldErrors?: Record<string, string> } }).extensions;
  }
};

describe('offset cursors', () => {
  it('read back what they encode: the next page starts after the cursor', () => {
    expect(decodeOffsetCursor(null)).toBe(0);
    expect(decodeOffsetCursor(encodeOffsetCursor(0))).toBe(1);
    expect(decodeOffsetCursor(encodeOffsetCursor(41))).toBe(42);
    expect(decodeOffsetCursor(encodeOffsetCursor(MAX_CURSOR_OFFSET))).toBe(MAX_CURSOR_OFFSET + 1);
  });

  it.each([
    ['an offset beyond any list (PostgreSQL: bigint out of range)', forged('o:99999999999999999999')],
    ['an offset just beyond the bound', forged(`o:${MAX_CURSOR_OFFSET + 1}`)],
    ['a negative offset', forged('o:-1')],
    ['an exponent', forged('o:1e5')],
    ['garbage', 'not a cursor'],
  ])('refuse %s with BAD_USER_INPUT { after: INVALID_CURSOR }', (_what, after) => {
    expect(keyOf(() => decodeOffsetCursor(after))).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { after: 'INVALID_CURSOR' } });
  });
});

describe('paginate', () => {
  const letters = 'abcdefghij'.split('');
  const fetchLetters = jest.fn(
    async ({ skip, take }: { skip: number; take: number }): Promise<[string[], number]> => [letters.slice(skip, skip + take), letters.length],
  );

  it('reads the window after the cursor and says whether more follow', async () => {
    const first = await paginate({ first: 4 }, fetchLetters);
    expect(first.edges.map((e) => e.node)).toEqual(['a', 'b', 'c', 'd']);
    expect(first).toMatchObject({ totalCount: 10, pageInfo: { hasNextPage: true } });
    const last = await paginate({ first: 4, after: first.edges[3].cursor }, fetchLetters);
    expect(last.edges.map((e) => e.node)).toEqual(['e', 'f', 'g', 'h']);
    const end = await paginate({ first: 4, after: last.pageInfo.endCursor }, fetchLetters);
    expect(end.edges.map((e) => e.node)).toEqual(['i', 'j']);
    expect(end.pageInfo).toEqual({ hasNextPage: false, endCursor: end.edges[1].cursor });
  });

  it('refuses a bad first or after before reading anything', async () => {
    fetchLetters.mockClear();
    await expect(paginate({ first: 0 }, fetchLetters)).rejects.toMatchObject({ extensions: { fieldErrors: { first: 'PAGE_SIZE_OUT_OF_RANGE' } } });
    await expect(paginate({ first: 101 }, fetchLetters)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    await expect(paginate({ after: 'nope' }, fetchLetters)).rejects.toMatchObject({ extensions: { fieldErrors: { after: 'INVALID_CURSOR' } } });
    expect(fetchLetters).not.toHaveBeenCalled();
  });
});
