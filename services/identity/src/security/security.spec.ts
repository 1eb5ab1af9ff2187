import { hashPassword, verifyDecoy, verifyPassword } from './passwords';
import { hashSecretToken, isWellFormedToken, newSecretToken } from './secret-tokens';
import { clientAddress, readCookie } from './client';

describe('password hashing', () => {
  it('uses argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('Radium88!');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(stored).not.toContain('Radium88!');
    await expect(verifyPassword(stored, 'Radium88!')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'radium88!')).resolves.toBe(false);
  });
  it('salts: the same password hashes differently', async () => {
    expect(await hashPassword('Radium88!')).not.toBe(await hashPassword('Radium88!'));
  });
  it('never accepts a malformed stored hash, and the decoy never matches', async () => {
    await expect(verifyPassword('not-a-hash', 'x')).resolves.toBe(false);
    await expect(verifyDecoy('decoy-password-never-matches')).resolves.toBe(false);
  });
});

describe('secret tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const a = newSecretToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(newSecretToken()).not.toBe(a);
    expect(isWellFormedToken(a)).toBe(true);
    expect(isWellFormedToken(`${a}=`)).toBe(false);
    expect(isWellFormedToken('short')).toBe(false);
  });
  it('are stored as their SHA-256, which is stable and hides the token', () => {
    const token = newSecretToken();
    const hashed = hashSecretToken(token);
    expect(hashed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecretToken(token)).toBe(hashed);
    expect(hashed).not.toContain(token);
    // Known vector: SHA-256("abc")
    expect(hashSecretToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('client helpers', () => {
  it('take the last forwarded address, else the socket', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': '1.2.3.4, 10.0.0.1' }, socket: {} as never })).toBe('10.0.0.1');
    expect(clientAddress({ headers: {}, socket: { remoteAddress: '127.0.0.1' } as never })).toBe('127.0.0.1');
  });
  it('read one cookie from the header', () => {
    const req = { headers: { cookie: 'a=1; guide_customer_rt=abc%3D; b=2' } };
    expect(readCookie(req, 'guide_customer_rt')).toBe('abc=');
    expect(readCookie(req, 'missing')).toBeUndefined();
  });
});
