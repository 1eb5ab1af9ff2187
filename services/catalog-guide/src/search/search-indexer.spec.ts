import { isSearchOutage } from './search-indexer';

/** Which indexer failures wait for the search cluster (retried) and which are the event's own (parked). */
describe('isSearchOutage', () => {
  it('treats an unreachable, timed-out or overloaded cluster as an outage', () => {
    expect(isSearchOutage(Object.assign(new Error('connect ECONNREFUSED'), { name: 'ConnectionError' }))).toBe(true);
    expect(isSearchOutage(Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }))).toBe(true);
    expect(isSearchOutage(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isSearchOutage({ name: 'ResponseError', meta: { statusCode: 503 } })).toBe(true);
    expect(isSearchOutage({ name: 'ResponseError', meta: { statusCode: 429 } })).toBe(true);
  });

  it("treats a refused value or a database error as the event's own failure", () => {
    expect(isSearchOutage({ name: 'ResponseError', meta: { statusCode: 400 } })).toBe(false);
    expect(isSearchOutage(new Error('value out of range: underflow'))).toBe(false);
    expect(isSearchOutage(undefined)).toBe(false);
  });
});
