import { PaymentFetch, PaymentHttpRequest } from '../http';

export interface RecordedCall extends PaymentHttpRequest {
  url: string;
  /** The body parsed as JSON when it is JSON. */
  json?: any;
}

type Route = { method: string; url: string | RegExp; status?: number; body: unknown | ((call: RecordedCall) => unknown) };

/**
 * A FAKE OF THE PAYMENT PROVIDERS' SERVERS (PayPal, PayPlug, BTCPay), for unit tests only: no network
 * exists here. It records every request a handler sends (the thing under test: URL, headers, body) and
 * answers with canned bodies shaped like the providers' documented answers. An unrouted request
 * answers 599 so a test notices it.
 */
export function fakeProviderServers(routes: Route[] = []) {
  const calls: RecordedCall[] = [];
  const fetch: PaymentFetch = async (url, request) => {
    let json: any;
    try {
      json = request.body ? JSON.parse(request.body) : undefined;
    } catch {
      json = undefined;
    }
    const call: RecordedCall = { url, ...request, json };
    calls.push(call);
    const route = routes.find((r) => r.method === request.method && (typeof r.url === 'string' ? r.url === url : r.url.test(url)));
    const status = route ? (route.status ?? 200) : 599;
    const body = route
      ? typeof route.body === 'function'
        ? (route.body as (c: RecordedCall) => unknown)(call)
        : route.body
      : { error: `no fake route for ${request.method} ${url}` };
    return { status, text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) };
  };
  return { fetch, calls, routes };
}
