import { MAX_CURSOR_OFFSET, decodeOffsetCursor, encodeOffsetCursor } from './connection';

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
