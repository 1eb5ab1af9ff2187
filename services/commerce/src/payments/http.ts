import { PaymentProviderError } from './payment-handler';

/**
 * The one door to the providers' servers. Handlers receive it injected (token PAYMENT_FETCH), so tests
 * pass a recording fake of the providers' servers and nothing else is faked. Deliberately tiny: a
 * method, headers, a string body, and the answer's status and text.
 */
export interface PaymentHttpRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}
export interface PaymentHttpResponse {
  status: number;
  text(): Promise<string>;
}
export type PaymentFetch = (url: string, request: PaymentHttpRequest) => Promise<PaymentHttpResponse>;

export const PAYMENT_FETCH = Symbol('PAYMENT_FETCH');

/** Provider calls happen while a customer waits (checkout) or a provider waits (notification): bounded. */
const TIMEOUT_MS = 15_000;

/** The real door: Node's fetch with a timeout. */
export const nodeFetch: PaymentFetch = async (url, request) => {
  const res = await fetch(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'error',
  });
  return { status: res.status, text: () => res.text() };
};

/** A JSON call; network failures and non-2xx answers become PaymentProviderError (never the provider's body with secrets in our logs: trimmed). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a provider's JSON, read field by field by its handler
export async function callJson<T = any>(
  fetcher: PaymentFetch,
  provider: string,
  url: string,
  request: PaymentHttpRequest,
  accept: (status: number) => boolean = (s) => s >= 200 && s < 300,
): Promise<{ status: number; body: T }> {
  let res: PaymentHttpResponse;
  try {
    res = await fetcher(url, request);
  } catch (error) {
    throw new PaymentProviderError(`${provider} is not reachable: ${(error as Error).message}`);
  }
  const text = await res.text().catch(() => '');
  if (!accept(res.status)) throw new PaymentProviderError(`${provider} answered ${res.status}: ${text.slice(0, 300)}`, res.status);
  let body: T;
  try {
    body = (text ? JSON.parse(text) : {}) as T;
  } catch {
    throw new PaymentProviderError(`${provider} answered ${res.status} with a body that is not JSON`, res.status);
  }
  return { status: res.status, body };
}
