import { buildSitemap } from './sitemap';

describe('sitemap', () => {
  it('lists sections and every establishment in both languages with escaped URLs', () => {
    const xml = buildSitemap('https://guide.example', [{ path: '/hotels-restaurants/21/dijon/chez-l-ami-&-co', updatedAt: '2026-11-20T10:00:00.000Z' }]);
    expect(xml).toContain('<loc>https://guide.example/hotels-restaurants/21/dijon/chez-l-ami-&amp;-co</loc><lastmod>2026-11-20</lastmod>');
    expect(xml).toContain('<loc>https://guide.example/en/hotels-restaurants/21/dijon/chez-l-ami-&amp;-co</loc>');
    expect(xml).toContain('<loc>https://guide.example/en</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(10);
  });
});
