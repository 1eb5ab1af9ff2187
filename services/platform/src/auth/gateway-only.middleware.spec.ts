import { gatewayOnly } from './gateway-only.middleware';
import { encodeIdentity } from './identity';

const run = (url: string, headers: Record<string, string>) => {
  const req: any = { originalUrl: url, path: '/', header: (n: string) => headers[n.toLowerCase()] };
  const res: any = {
    statusCode: 200,
    body: undefined,
    status(c: number) {
      this.statusCode = c;
      return this;
    },
    json(b: unknown) {
      this.body = b;
    },
  };
  let nextCalled = false;
  gatewayOnly('s3cret')(req, res, () => (nextCalled = true));
  return { req, res, nextCalled };
};

describe('gatewayOnly middleware', () => {
  it('lets /health through without the secret (the mount point makes req.path relative)', () => {
    expect(run('/health', {}).nextCalled).toBe(true);
    expect(run('/health?x=1', {}).nextCalled).toBe(true);
    expect(run('/health/live', {}).nextCalled).toBe(true);
    expect(run('/health/other', {}).res.statusCode).toBe(403);
  });

  it('refuses other traffic without the right secret', () => {
    expect(run('/graphql', {}).res.statusCode).toBe(403);
    expect(run('/graphql', { 'x-gateway-secret': 's3cret!' }).res.statusCode).toBe(403);
  });

  it('trusts the forwarded identity only with the secret', () => {
    const identity = encodeIdentity({ kind: 'admin', id: 'a', permissions: ['x.y.z'] });
    const ok = run('/graphql', { 'x-gateway-secret': 's3cret', 'x-guide-identity': identity });
    expect(ok.nextCalled).toBe(true);
    expect(ok.req.identity).toEqual({ kind: 'admin', id: 'a', email: undefined, permissions: ['x.y.z'] });
  });
});
