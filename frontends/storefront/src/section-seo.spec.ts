/// <reference types="jest" />
// The site's origin comes from Vite's env (import.meta), which jest cannot load.
jest.mock('../../ui/src/ui.css', () => ({}));
jest.mock('./guide/site', () => ({ absoluteAsset: (url: string) => new URL(url, 'https://guide.example/').href }));

import { headElements } from './head';
import { applySectionSeo, type SectionSeoTexts } from './section-seo';

const BRAND = 'Guide Gourmand';
const NOTHING_SET: SectionSeoTexts = { metaTitle: null, metaDescription: null, ogTitle: null, ogDescription: null, ogImageUrl: null };
const ogTitle = (tags: Parameters<typeof headElements>[0]) => headElements(tags, BRAND).find((e) => e.attributes.property === 'og:title')?.attributes.content;

describe("a section's back-office SEO texts over a page's head", () => {
  // The home page states no title of its own (the brand alone) and no og:title; the cms answers its
  // section with every text unset.
  const home = { title: '', description: 'Les adresses gourmandes', openGraph: { type: 'website', url: 'https://guide.example/' } };

  it('keeps the social-card title when the section sets none (the home page: the brand)', () => {
    expect(ogTitle(home)).toBe(BRAND);
    expect(ogTitle(applySectionSeo(home, NOTHING_SET))).toBe(BRAND);
    expect(ogTitle(applySectionSeo({ title: 'Recettes' }, NOTHING_SET))).toBe('Recettes');
  });

  it('uses the texts staff set, the social-card ones first', () => {
    expect(ogTitle(applySectionSeo(home, { ...NOTHING_SET, metaTitle: 'Le guide' }))).toBe('Le guide');
    expect(ogTitle(applySectionSeo(home, { ...NOTHING_SET, metaTitle: 'Le guide', ogTitle: 'Partagez le guide' }))).toBe('Partagez le guide');
    expect(applySectionSeo(home, { ...NOTHING_SET, metaDescription: 'Autre' }).description).toBe('Autre');
    expect(applySectionSeo(home, null)).toBe(home);
  });
});
