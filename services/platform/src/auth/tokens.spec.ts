import { customerGroupOf, decodeIdentity, encodeIdentity } from './identity';
import { ALL_PERMISSIONS } from './permission-catalog';
import { createAccessTokenVerifier, decodePermissions, encodePermissions, generateSigningKeys, signAccessToken } from './tokens';

describe('access tokens', () => {
  it('round-trips an admin with every permission in a token small enough for a cookie', async () => {
    const keys = await generateSigningKeys();
    const { token } = await signAccessToken({ kind: 'admin', id: 'a', email: 'admin@example.com', permissions: ALL_PERMISSIONS }, keys.privateKeyPem);
    expect(token.length).toBeLessThan(1000);
    const verify = await createAccessTokenVerifier(keys.publicKeyPem);
    expect(await verify(token)).toEqual({ kind: 'admin', id: 'a', email: 'admin@example.com', permissions: ALL_PERMISSIONS });
  });

  it('keeps exactly the known permissions through the bitmap', () => {
    const some = [ALL_PERMISSIONS[0], ALL_PERMISSIONS[9], ALL_PERMISSIONS[ALL_PERMISSIONS.length - 1]];
    expect(decodePermissions(encodePermissions([...some, 'not.a.permission']))).toEqual(some);
    expect(decodePermissions(encodePermissions([]))).toEqual([]);
  });

  it('refuses tokens signed by another key, expired, or of an unknown kind', async () => {
    const keys = await generateSigningKeys();
    const other = await generateSigningKeys();
    const verify = await createAccessTokenVerifier(keys.publicKeyPem);
    const forged = await signAccessToken({ kind: 'customer', id: 'c' }, other.privateKeyPem);
    expect(await verify(forged.token)).toBeNull();
    const expired = await signAccessToken({ kind: 'customer', id: 'c' }, keys.privateKeyPem, -10);
    expect(await verify(expired.token)).toBeNull();
    expect(await verify('garbage')).toBeNull();
    const ok = await signAccessToken({ kind: 'customer', id: 'c', email: 'c@example.com' }, keys.privateKeyPem);
    expect(await verify(ok.token)).toEqual({ kind: 'customer', id: 'c', email: 'c@example.com' });
  });

  it('remembers a verified token until it expires, and hands each caller its own copy', async () => {
    const keys = await generateSigningKeys();
    let clock = Date.now();
    const verify = await createAccessTokenVerifier(keys.publicKeyPem, { now: () => clock });
    const { token } = await signAccessToken({ kind: 'admin', id: 'a', permissions: [ALL_PERMISSIONS[0]] }, keys.privateKeyPem, 60);
    const first = await verify(token);
    expect(first).toMatchObject({ kind: 'admin', id: 'a', permissions: [ALL_PERMISSIONS[0]] });
    (first as { permissions: string[] }).permissions.push(ALL_PERMISSIONS[1]);
    expect(await verify(token)).toMatchObject({ permissions: [ALL_PERMISSIONS[0]] });
    clock += 61_000; // past its exp: refused although it verified a minute ago
    expect(await verify(token)).toBeNull();
    // Only successes are remembered: a token with one character changed fails every time.
    const at = token.length - 10; // inside the signature, a character carrying six whole bits
    const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(tampered).not.toBe(token);
    clock -= 61_000;
    expect(await verify(tampered)).toBeNull();
    expect(await verify(tampered)).toBeNull();
  });

  it('carries the session claims (sid, sv) to the verified identity, but not to the header subgraphs read', async () => {
    const keys = await generateSigningKeys();
    const verify = await createAccessTokenVerifier(keys.publicKeyPem);
    const sessionId = '5b0e8f43-2a4f-4c55-9d1e-0f6c2b1a7e90';
    const admin = await signAccessToken({ kind: 'admin', id: 'a', permissions: ALL_PERMISSIONS, sessionId, sessionVersion: 3 }, keys.privateKeyPem);
    expect(admin.token.length).toBeLessThan(1000); // still fits a cookie with every permission
    const identity = await verify(admin.token);
    expect(identity).toMatchObject({ kind: 'admin', id: 'a', sessionId, sessionVersion: 3 });
    const customer = await verify((await signAccessToken({ kind: 'customer', id: 'c', sessionId, sessionVersion: 0 }, keys.privateKeyPem)).token);
    expect(customer).toEqual({ kind: 'customer', id: 'c', email: undefined, sessionId, sessionVersion: 0 });

    const header = encodeIdentity(identity!);
    expect(JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))).not.toHaveProperty('sessionId');
    expect(decodeIdentity(header)).toEqual({ kind: 'admin', id: 'a', email: undefined, permissions: ALL_PERMISSIONS });
  });

  it("carries a customer's group to the identity subgraphs read, and nobody else's", async () => {
    const keys = await generateSigningKeys();
    const verify = await createAccessTokenVerifier(keys.publicKeyPem);
    const member = await verify((await signAccessToken({ kind: 'customer', id: 'c', groupCode: 'wholesale' }, keys.privateKeyPem)).token);
    expect(member).toEqual({ kind: 'customer', id: 'c', email: undefined, groupCode: 'wholesale' });
    const forwarded = decodeIdentity(encodeIdentity(member!));
    expect(customerGroupOf(forwarded)).toBe('wholesale');
    const none = await verify((await signAccessToken({ kind: 'customer', id: 'c' }, keys.privateKeyPem)).token);
    expect(customerGroupOf(none!)).toBeNull();
    // An admin never browses as a group member; a forged header field of another type is dropped.
    expect(customerGroupOf({ kind: 'admin', id: 'a', permissions: [] })).toBeNull();
    const forged = Buffer.from(JSON.stringify({ kind: 'customer', id: 'c', groupCode: ['wholesale'] })).toString('base64url');
    expect(customerGroupOf(decodeIdentity(forged))).toBeNull();
  });
});
