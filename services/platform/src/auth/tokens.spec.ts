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
});
