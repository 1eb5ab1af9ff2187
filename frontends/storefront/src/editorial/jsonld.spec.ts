/// <reference types="jest" />
import { articleJsonLd, contentJsonLd, eventJsonLd, recipeJsonLd, type ContentJsonLdContext } from './jsonld';
import { content } from './test-fixtures';

const context: ContentJsonLdContext = {
  url: 'https://guide.test/recettes/desserts/tarte',
  image: 'https://guide.test/media/tarte.jpg',
  title: 'Tarte aux pommes',
  description: 'La tarte de grand-mère.',
  lang: 'fr',
  absolute: (url) => new URL(url, 'https://guide.test/').href,
};

describe('schema.org JSON-LD', () => {
  it('describes a recipe: ISO durations, yield, ingredients, publication date', () => {
    const recipe = content({
      contentType: 'recettes',
      tags: ['automne', 'dessert'],
      categories: [{ id: 'k', slug: 'desserts', title: 'Desserts', titleEn: null }],
      fields: { 'preparation-time': '30', 'cooking-time': '45', servings: '6', difficulty: 'Facile', ingredients: '6 pommes\n- 200 g de farine\n\n1 œuf' },
    });
    expect(recipeJsonLd(recipe, context)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Tarte aux pommes',
      url: context.url,
      image: [context.image],
      description: 'La tarte de grand-mère.',
      inLanguage: 'fr',
      datePublished: '2026-01-15T09:00:00.000Z',
      prepTime: 'PT30M',
      cookTime: 'PT45M',
      totalTime: 'PT1H15M',
      recipeYield: '6',
      recipeIngredient: ['6 pommes', '200 g de farine', '1 œuf'],
      recipeCategory: 'Desserts',
      keywords: 'automne, dessert',
    });
  });

  it('leaves out what a recipe does not say', () => {
    const data = recipeJsonLd(content({ contentType: 'recettes' }), { ...context, image: null, description: null });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Tarte aux pommes',
      url: context.url,
      inLanguage: 'fr',
      datePublished: '2026-01-15T09:00:00.000Z',
      recipeIngredient: [],
    });
  });

  it('describes an event with its dates and place, and none without a start date', () => {
    const event = content({
      contentType: 'evenements',
      fields: { 'start-date': '2026-06-12', 'end-date': '2026-06-14', venue: 'Halles', city: 'Dijon', link: '/fete' },
    });
    expect(eventJsonLd(event, context)).toMatchObject({
      '@type': 'Event',
      startDate: '2026-06-12',
      endDate: '2026-06-14',
      location: { '@type': 'Place', name: 'Halles', address: { '@type': 'PostalAddress', addressLocality: 'Dijon', addressCountry: 'FR' } },
      sameAs: 'https://guide.test/fete',
    });
    expect(eventJsonLd(content({ contentType: 'evenements', fields: { 'start-date': 'bientôt' } }), context)).toBeNull();
  });

  it('describes posts as BlogPosting, news as NewsArticle, the others as Article', () => {
    expect(articleJsonLd(content({ contentType: 'blog' }), context)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Tarte aux pommes',
      dateModified: '2026-01-16T09:00:00.000Z',
    });
    expect(contentJsonLd(content({ contentType: 'actualites' }), context)).toMatchObject({ '@type': 'NewsArticle' });
    expect(contentJsonLd(content({ contentType: 'bons-plans' }), context)).toMatchObject({ '@type': 'Article' });
    expect(contentJsonLd(content({ contentType: 'recettes' }), context)).toMatchObject({ '@type': 'Recipe' });
  });
});
