import { aggregateRatingJsonLd, formatAverage } from './rating';

describe('rating', () => {
  it('gives an AggregateRating only once something is rated', () => {
    expect(aggregateRatingJsonLd({ average: 0, count: 0 })).toBeUndefined();
    expect(aggregateRatingJsonLd(null)).toBeUndefined();
    expect(aggregateRatingJsonLd({ average: 4.33, count: 3 })).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.33,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('writes the average the reader’s way', () => {
    expect(formatAverage(4.33, 'fr')).toBe('4,3');
    expect(formatAverage(4.5, 'en')).toBe('4.5');
    expect(formatAverage(5, 'fr')).toBe('5');
  });
});
