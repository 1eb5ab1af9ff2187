import { checkableUrl, htmlLinks, internalPath, menuLinks } from './link-extraction';
import { sitePathExists, type SitePaths } from './site-paths';

describe('link extraction', () => {
  it('reads href and src values once each, entities decoded, any quoting', () => {
    expect(htmlLinks(`<a href="/a?x=1&amp;y=2">a</a><img src='/b.jpg'><a href=/c>c</a><a href="/a?x=1&amp;y=2">again</a><p data-href="/no">`)).toEqual([
      '/a?x=1&y=2',
      '/b.jpg',
      '/c',
    ]);
    expect(htmlLinks(null)).toEqual([]);
  });

  it('keeps http(s) URLs and site paths only', () => {
    expect(checkableUrl(' https://x.example/a ')).toBe('https://x.example/a');
    expect(checkableUrl('//cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(checkableUrl('/blog')).toBe('/blog');
    for (const skipped of ['#top', 'mailto:a@b.example', 'tel:+33100000000', 'javascript:alert(1)', 'data:image/png;base64,xx', 'page.html', 'http://', '']) {
      expect(checkableUrl(skipped)).toBeNull();
    }
  });

  it('tells internal paths (with or without the public origin, /en, query, trailing slash) from outside links', () => {
    const origin = 'https://guide.example';
    expect(internalPath('/en/Blog/Tour/?x=1#h', origin)).toBe('/blog/tour');
    expect(internalPath('https://guide.example/recettes', origin)).toBe('/recettes');
    expect(internalPath('https://guide.example', origin)).toBe('/');
    expect(internalPath('/en', origin)).toBe('/');
    expect(internalPath('https://autre.example/recettes', origin)).toBeNull();
    expect(internalPath('http://guide.example/recettes', origin)).toBeNull(); // another origin (scheme)
  });

  it('names menu items by their labels from the top', () => {
    expect(menuLinks([{ label: 'Inspirations', url: '/blog', children: [{ label: 'Recettes', url: '/recettes' }] }])).toEqual([
      { url: '/blog', field: 'Inspirations' },
      { url: '/recettes', field: 'Inspirations › Recettes' },
    ]);
  });
});

describe('site paths', () => {
  const site: SitePaths = {
    contentTypes: new Set(['blog', 'recettes']),
    categories: new Set(['recettes/desserts']),
    contents: new Set(['/recettes/desserts/tarte', '/blog/sans-categorie']),
    pages: new Set(['mentions', 'equipe']),
    redirects: new Set(['/blog/ancien']),
  };
  it.each([
    ['/', true],
    ['/agenda', true],
    ['/hotels-restaurants', true],
    ['/local-producers', true],
    ['/hotels-restaurants/resultats-de-la-recherche', true],
    ['/recettes', true],
    ['/recettes/desserts', true],
    ['/recettes/desserts/tarte', true],
    ['/blog/sans-categorie', true],
    ['/blog/ancien', true],
    ['/recettes/entrees', false],
    ['/recettes/desserts/flan', false],
    ['/recettes/desserts/tarte/plus', false],
    ['/pages/mentions', true],
    ['/pages/inconnue', false],
    ['/qui-sommes-nous', true],
    ['/about-us/equipe', true],
    ['/qui-sommes-nous/personne', false],
    ['/hotels-restaurants/21/dijon/une-table', 'unknown'],
    ['/guide-et-goodies/le-guide', 'unknown'],
    ['/media/files/cms/a.jpg', 'unknown'],
    ['/rubrique-inconnue', false],
  ] as const)('%s → %s', (path, expected) => expect(sitePathExists(path, site)).toBe(expected));
});
