import { errorCode, fieldErrors } from './graphql-errors';

describe('errorCode', () => {
  it('reads the GraphQL error code first', () => {
    expect(errorCode({ graphQLErrors: [{ extensions: { code: 'CONFLICT' } }] })).toBe('CONFLICT');
  });

  it('reads the code of a non-2xx answer, which Apollo reports as a network error', () => {
    const network = { statusCode: 429, result: { errors: [{ message: 'Too many requests', extensions: { code: 'TOO_MANY_REQUESTS' } }] } };
    expect(errorCode({ graphQLErrors: [], networkError: network })).toBe('TOO_MANY_REQUESTS');
    expect(errorCode({ networkError: { statusCode: 400, result: { errors: [{ extensions: { code: 'BAD_REQUEST' } }] } } })).toBe('BAD_REQUEST');
  });

  it('falls back to the HTTP status for a 429 without a body, and to NETWORK otherwise', () => {
    expect(errorCode({ networkError: { statusCode: 429 } })).toBe('TOO_MANY_REQUESTS');
    expect(errorCode({ networkError: new TypeError('Failed to fetch') })).toBe('NETWORK');
    expect(errorCode(undefined)).toBeUndefined();
  });
});

describe('fieldErrors', () => {
  it('merges the keys of every error', () => {
    const error = { graphQLErrors: [{ extensions: { fieldErrors: { email: 'EMAIL_TAKEN' } } }, { extensions: { fieldErrors: { street: 'TOO_LONG', bad: 3 } } }] };
    expect(fieldErrors(error)).toEqual({ email: 'EMAIL_TAKEN', street: 'TOO_LONG' });
  });
});
