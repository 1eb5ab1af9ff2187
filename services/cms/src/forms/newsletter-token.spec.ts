import { randomUUID } from 'node:crypto';
import { clientHash, newsletterToken, readNewsletterToken } from './newsletter-token';

describe('newsletter tokens', () => {
  const id = randomUUID();

  it('names the subscriber and proves the secret, per purpose', () => {
    const secret = 'the-secret-of-the-newsletter';
    const token = newsletterToken(secret, 'confirm', id);
    expect(token).toMatch(/^[0-9a-f]{32}[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(secret);
    expect(readNewsletterToken(secret, 'confirm', token)).toBe(id);
    expect(readNewsletterToken(secret, 'unsubscribe', token)).toBeNull();
    expect(readNewsletterToken('other', 'confirm', token)).toBeNull();
  });

  it('refuses tampered or malformed tokens', () => {
    const token = newsletterToken('s', 'unsubscribe', id);
    const other = randomUUID().replace(/-/g, '');
    expect(readNewsletterToken('s', 'unsubscribe', other + token.slice(32))).toBeNull();
    expect(readNewsletterToken('s', 'unsubscribe', token.slice(0, -1))).toBeNull();
    expect(readNewsletterToken('s', 'unsubscribe', '')).toBeNull();
    expect(readNewsletterToken('s', 'unsubscribe', `${token}x`)).toBeNull();
  });

  it('hashes client addresses without showing them', () => {
    expect(clientHash('s', '203.0.113.1')).toBe(clientHash('s', '203.0.113.1'));
    expect(clientHash('s', '203.0.113.1')).not.toBe(clientHash('s', '203.0.113.2'));
    expect(clientHash('s', '203.0.113.1')).not.toContain('203');
  });
});
