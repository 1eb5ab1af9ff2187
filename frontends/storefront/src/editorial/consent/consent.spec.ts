/// <reference types="jest" />
import { parseConsent, readCookie, serializeConsent, whenConsented } from './consent';

describe('the cookie-consent choice', () => {
  it('round-trips through its cookie value', () => {
    expect(serializeConsent({ audience: true })).toBe('v1:audience');
    expect(serializeConsent({ audience: false })).toBe('v1:');
    expect(parseConsent(encodeURIComponent('v1:audience'))).toEqual({ audience: true });
    expect(parseConsent('v1%3A')).toEqual({ audience: false });
  });

  it('treats a missing, foreign or older value as no choice (the banner asks)', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('v0:audience')).toBeNull();
    expect(parseConsent('%E0%A4%A')).toBeNull();
  });

  it('reads one cookie of a Cookie header', () => {
    expect(readCookie('a=1; guide_consent=v1%3A; b=2', 'guide_consent')).toBe('v1%3A');
    expect(readCookie('xguide_consent=1', 'guide_consent')).toBeNull();
    expect(readCookie(undefined, 'guide_consent')).toBeNull();
  });

  it('loads nothing outside a browser or without consent', () => {
    const load = jest.fn();
    whenConsented('audience', load);
    expect(load).not.toHaveBeenCalled();
  });
});
