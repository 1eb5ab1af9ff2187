import { publicWebEnv, publicWebUrl } from '../config/public-web-url';
import { asLocale, localeOf } from './locale';

describe('locale', () => {
  it('reads a stored language: English only for "en", French for anything else', () => {
    expect(asLocale('en')).toBe('en');
    expect(asLocale('fr')).toBe('fr');
    for (const other of [undefined, null, '', 'de', 'EN', 'en-GB']) expect(asLocale(other)).toBe('fr');
  });

  it('reads the request language from Accept-Language', () => {
    const ctx = (value?: string | string[]) => ({ req: { headers: { 'accept-language': value } } });
    expect(localeOf(ctx('en-US,fr;q=0.5'))).toBe('en');
    expect(localeOf(ctx(' EN'))).toBe('en');
    expect(localeOf(ctx(['en']))).toBe('en');
    expect(localeOf(ctx('fr-FR,en;q=0.8'))).toBe('fr');
    expect(localeOf(ctx())).toBe('fr');
    expect(localeOf(undefined)).toBe('fr');
  });
});

describe('publicWebUrl', () => {
  it('gives the origin without a trailing slash, so every link is written the same way', () => {
    expect(publicWebUrl({ PUBLIC_WEB_URL: 'https://guide.example/' })).toBe('https://guide.example');
    expect(publicWebUrl({ PUBLIC_WEB_URL: 'https://guide.example//' })).toBe('https://guide.example');
    expect(publicWebUrl({ PUBLIC_WEB_URL: 'https://guide.example' })).toBe('https://guide.example');
    expect(publicWebUrl({})).toBe('http://localhost:3000');
    expect(publicWebUrl({ PUBLIC_WEB_URL: '' })).toBe('http://localhost:3000');
  });

  it('declares PUBLIC_WEB_URL once: an http(s) URL, localhost:3000 by default', () => {
    expect(publicWebEnv.PUBLIC_WEB_URL.parse('PUBLIC_WEB_URL', undefined)).toBe('http://localhost:3000');
    expect(() => publicWebEnv.PUBLIC_WEB_URL.parse('PUBLIC_WEB_URL', 'ftp://guide.example')).toThrow(/PUBLIC_WEB_URL/);
  });
});
