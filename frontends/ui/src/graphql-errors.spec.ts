import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { errorCode, errorsInBody, fieldErrors } from './graphql-errors';

/** What Apollo Client 4 hands over for a non-2xx answer: the status and the body as text. */
function serverError(status: number, body: unknown): ServerError {
  const bodyText = typeof body === 'string' ? body : JSON.stringify(body);
  return new ServerError(`Response not successful: Received status code ${status}`, { response: new Response(bodyText, { status }), bodyText });
}

describe('errorCode', () => {
  it('reads the GraphQL error code first', () => {
    const error = new CombinedGraphQLErrors({ data: null, errors: [{ message: 'taken', extensions: { code: 'CONFLICT' } }] });
    expect(errorCode(error)).toBe('CONFLICT');
  });

  it('has no code for GraphQL errors without one', () => {
    expect(errorCode(new CombinedGraphQLErrors({ data: null, errors: [{ message: 'odd' }] }))).toBeUndefined();
  });

  it('reads the code in the body of a non-2xx answer, which Apollo reports as a ServerError', () => {
    expect(errorCode(serverError(429, { errors: [{ message: 'Too many requests', extensions: { code: 'TOO_MANY_REQUESTS' } }] }))).toBe('TOO_MANY_REQUESTS');
    expect(errorCode(serverError(400, { errors: [{ message: 'bad', extensions: { code: 'BAD_REQUEST' } }] }))).toBe('BAD_REQUEST');
  });

  it('falls back to the HTTP status for a 429 without a body, and to NETWORK otherwise', () => {
    expect(errorCode(serverError(429, ''))).toBe('TOO_MANY_REQUESTS');
    expect(errorCode(serverError(502, '<html>Bad gateway</html>'))).toBe('NETWORK');
    expect(
      errorCode(new ServerParseError(new SyntaxError('Unexpected token <'), { response: new Response('<html>', { status: 200 }), bodyText: '<html>' })),
    ).toBe('NETWORK');
    expect(errorCode(new TypeError('Failed to fetch'))).toBe('NETWORK');
  });

  it('has no code for what is not an API error', () => {
    expect(errorCode(undefined)).toBeUndefined();
    expect(errorCode(new Error('empty response'))).toBeUndefined();
  });
});

describe('fieldErrors', () => {
  it('merges the keys of every error and skips what is not a key', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        { message: 'invalid', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'EMAIL_TAKEN' } } },
        { message: 'invalid', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { street: 'TOO_LONG', bad: 3 } } },
      ],
    });
    expect(fieldErrors(error)).toEqual({ email: 'EMAIL_TAKEN', street: 'TOO_LONG' });
  });

  it('reads them from a refused (non-2xx) answer too', () => {
    const error = serverError(400, { errors: [{ message: 'invalid', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: 'TOO_LONG' } } }] });
    expect(fieldErrors(error)).toEqual({ name: 'TOO_LONG' });
    expect(fieldErrors(new TypeError('Failed to fetch'))).toEqual({});
  });
});

describe('errorsInBody', () => {
  it('reads the errors of a JSON body and nothing else', () => {
    expect(errorsInBody('{"errors":[{"message":"x"}]}')).toEqual([{ message: 'x' }]);
    expect(errorsInBody('{"data":null}')).toEqual([]);
    expect(errorsInBody('null')).toEqual([]);
    expect(errorsInBody('<html>')).toEqual([]);
  });
});
