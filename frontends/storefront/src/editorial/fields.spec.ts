/// <reference types="jest" />
import { excerpt, formatMinutes, groupByMonth, isoDuration, lines, localized, numberValue, parseStops, safeUrl } from './fields';
import { content } from './test-fixtures';

describe('durations', () => {
  it('reads minutes as people do, in both languages', () => {
    expect(formatMinutes(45, 'fr')).toBe('45 min');
    expect(formatMinutes(60, 'fr')).toBe('1 h');
    expect(formatMinutes(90, 'fr')).toBe('1 h 30');
    expect(formatMinutes(125, 'en')).toBe('2 h 05 min');
    expect(formatMinutes(0, 'fr')).toBe('0 min');
  });

  it('writes ISO-8601 durations for schema.org, nothing for no time', () => {
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(12.6)).toBe('PT13M');
    expect(isoDuration(0)).toBeNull();
    expect(isoDuration(null)).toBeNull();
    expect(isoDuration(Number.NaN)).toBeNull();
  });
});

describe("a gourmet route's stops", () => {
  it('takes one establishment slug per line, in order, each once', () => {
    expect(parseStops('la-table-du-marche\n  ferme-des-saules \n\nla-table-du-marche\n')).toEqual(['la-table-du-marche', 'ferme-des-saules']);
  });

  it('accepts a pasted path or URL and list marks, skips what is no slug', () => {
    expect(
      parseStops(
        '- /hotels-restaurants/21/dijon/la-table-du-marche/\nhttps://guide.fr/producteurs-locaux/21/beaune/ferme-des-saules?x=1\nPas un slug !\n<script>',
      ),
    ).toEqual(['la-table-du-marche', 'ferme-des-saules']);
    expect(parseStops('Auberge-DU-Lac')).toEqual(['auberge-du-lac']);
    expect(parseStops(null)).toEqual([]);
  });

  it('keeps at most 20 stops', () => {
    expect(parseStops(Array.from({ length: 30 }, (_, i) => `stop-${i}`).join('\n'))).toHaveLength(20);
  });
});

describe('custom-field values', () => {
  it('reads numbers only when they are decimals', () => {
    const c = content({ fields: { servings: '4', price: '12.5', 'cooking-time': 'vingt' } });
    expect(numberValue(c, 'servings')).toBe(4);
    expect(numberValue(c, 'price')).toBe(12.5);
    expect(numberValue(c, 'cooking-time')).toBeNull();
    expect(numberValue(c, 'missing')).toBeNull();
  });

  it('lets only http(s) URLs and site paths into attributes', () => {
    expect(safeUrl('https://example.fr/a')).toBe('https://example.fr/a');
    expect(safeUrl('/media/logo.png')).toBe('/media/logo.png');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('//evil.example')).toBeNull();
    expect(safeUrl('')).toBeNull();
  });

  it('splits lines and strips list marks', () => {
    expect(lines('- 200 g de farine\r\n* 3 œufs\n\n  • 1 pincée de sel ')).toEqual(['200 g de farine', '3 œufs', '1 pincée de sel']);
  });

  it('makes a plain-text excerpt of HTML', () => {
    expect(excerpt('<p>Un <strong>beau</strong>&nbsp;jour &amp; demain</p>')).toBe('Un beau jour & demain');
    expect(excerpt(`<p>${'mot '.repeat(100)}</p>`, 20)).toBe('mot mot mot mot…');
  });
});

describe('English texts', () => {
  it('use the English fields, else the French with the note', () => {
    expect(
      localized({ title: 'Titre', titleEn: 'Title', shortDescription: 'Résumé', shortDescriptionEn: null, body: '<p>fr</p>', bodyEn: '<p>en</p>' }, 'en'),
    ).toMatchObject({
      title: 'Title',
      shortDescription: 'Résumé',
      body: '<p>en</p>',
      onlyInFrench: false,
    });
    expect(localized({ title: 'Titre', titleEn: null, shortDescription: null, shortDescriptionEn: null, body: '<p>fr</p>', bodyEn: null }, 'en')).toMatchObject(
      {
        title: 'Titre',
        body: '<p>fr</p>',
        onlyInFrench: true,
        titleInFrench: true,
      },
    );
    expect(
      localized({ title: 'Titre', titleEn: 'Title', shortDescription: null, shortDescriptionEn: null, body: '<p>fr</p>', bodyEn: null }, 'fr'),
    ).toMatchObject({ title: 'Titre', onlyInFrench: false });
  });
});

describe('the agenda', () => {
  it('groups events by the month they start, in list order', () => {
    const events = [
      content({ id: 'a', fields: { 'start-date': '2026-03-02' } }),
      content({ id: 'b', fields: { 'start-date': '2026-03-28' } }),
      content({ id: 'c', fields: { 'start-date': '2026-05-01' } }),
    ];
    expect(groupByMonth(events).map((g) => [g.month, g.cards.map((c) => c.id)])).toEqual([
      ['2026-03', ['a', 'b']],
      ['2026-05', ['c']],
    ]);
  });
});
