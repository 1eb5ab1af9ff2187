/// <reference types="jest" />
import type { CustomFieldRow } from './content-types/content-types.graphql';
import { reorderInputs } from './content-types/field-order';
import {
  contentFormValues,
  contentState,
  customFieldValue,
  htmlOrNull,
  slugAfterTitleChange,
  suggestSlug,
  toContentInput,
  validateContentForm,
  type ContentFormValues,
  type FormField,
} from './contents/content-form';
import type { ContentDetail } from './contents/contents.graphql';
import { contentListVariables, filtersFromParams, paramsOfFilters } from './contents/list-filters';
import { typeLabel } from './labels';

const TIME: FormField = { id: 'f-time', kind: 'NUMBER', required: true, options: [] };
const LEVEL: FormField = { id: 'f-level', kind: 'CHOICE', required: false, options: ['Facile', 'Moyenne', 'Difficile'] };
const START: FormField = { id: 'f-start', kind: 'DATE', required: false, options: [] };
const LINK: FormField = { id: 'f-link', kind: 'LINK', required: false, options: [] };
const NOTES: FormField = { id: 'f-notes', kind: 'RICH_TEXT', required: false, options: [] };
const FIELDS = [TIME, LEVEL, START, LINK, NOTES];

const detail: ContentDetail = {
  id: 'c-1',
  contentType: 'recettes',
  slug: 'tarte-aux-pommes',
  title: 'Tarte aux pommes',
  status: 'PUBLISHED',
  shortDescription: 'La recette de grand-mère.',
  body: '<p>Étalez la pâte.</p>',
  blocksJson: null,
  titleEn: 'Apple pie',
  shortDescriptionEn: null,
  bodyEn: null,
  thumbnailUrl: '/media/tarte.jpg',
  mainImageUrl: null,
  tags: ['dessert'],
  path: '/recettes/desserts/tarte-aux-pommes',
  publishedAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  categories: [
    { id: 'cat-desserts', title: 'Desserts' },
    { id: 'cat-automne', title: 'Automne' },
  ],
  seo: { metaTitle: 'Tarte aux pommes facile', metaDescription: null, ogTitle: null, ogDescription: null, ogImageUrl: null },
  customFields: [
    { field: { id: 'f-time' }, value: '45' },
    { field: { id: 'f-level' }, value: 'Facile' },
  ],
};

const blank = (change: Partial<ContentFormValues> = {}): ContentFormValues => ({ ...contentFormValues(null), ...change });

describe('content form: values ↔ ContentInput', () => {
  it('loads a content into the form: categories in their order (the first is the path), custom values by field id', () => {
    const values = contentFormValues(detail);
    expect(values).toMatchObject({
      title: 'Tarte aux pommes',
      slug: 'tarte-aux-pommes',
      status: 'PUBLISHED',
      publishedAt: '2026-03-01T08:00:00.000Z',
      titleEn: 'Apple pie',
      shortDescriptionEn: '',
      categoryIds: ['cat-desserts', 'cat-automne'],
      tags: ['dessert'],
      thumbnailUrl: '/media/tarte.jpg',
      mainImageUrl: '',
      custom: { 'f-time': '45', 'f-level': 'Facile' },
    });
    expect(values.seo).toEqual({ metaTitle: 'Tarte aux pommes facile', metaDescription: '', ogTitle: '', ogDescription: '', ogImageUrl: '' });
  });

  it('gives back every field, empty ones as null, and every custom field of the type (null clears a value)', () => {
    const input = toContentInput(contentFormValues(detail), FIELDS);
    expect(input).toEqual({
      title: 'Tarte aux pommes',
      slug: 'tarte-aux-pommes',
      status: 'PUBLISHED',
      publishedAt: '2026-03-01T08:00:00.000Z',
      shortDescription: 'La recette de grand-mère.',
      body: '<p>Étalez la pâte.</p>',
      blocksJson: null,
      titleEn: 'Apple pie',
      shortDescriptionEn: null,
      bodyEn: null,
      categoryIds: ['cat-desserts', 'cat-automne'],
      tags: ['dessert'],
      thumbnailUrl: '/media/tarte.jpg',
      mainImageUrl: null,
      seo: { metaTitle: 'Tarte aux pommes facile', metaDescription: null, ogTitle: null, ogDescription: null, ogImageUrl: null },
      customFields: [
        { fieldId: 'f-time', value: '45' },
        { fieldId: 'f-level', value: 'Facile' },
        { fieldId: 'f-start', value: null },
        { fieldId: 'f-link', value: null },
        { fieldId: 'f-notes', value: null },
      ],
    });
  });

  it('trims texts, lower-cases the slug, drops blank and repeated tags, and an empty editor is no body', () => {
    const input = toContentInput(
      blank({
        title: '  Salon du chocolat ',
        slug: ' Salon-Du-Chocolat ',
        body: '<p></p>',
        bodyEn: '<p><br></p>',
        tags: [' salon', 'salon', ' '],
        shortDescription: '   ',
      }),
      [],
    );
    expect(input).toMatchObject({
      title: 'Salon du chocolat',
      slug: 'salon-du-chocolat',
      body: null,
      bodyEn: null,
      tags: ['salon'],
      shortDescription: null,
      publishedAt: null,
      status: 'DRAFT',
      customFields: [],
    });
    expect(htmlOrNull('<p>Bonjour</p>')).toBe('<p>Bonjour</p>');
  });
});

describe('content form: the block editor', () => {
  it('opens a rich-text content as one Text block holding its body, and sends blocks instead of a body', () => {
    const values = contentFormValues(detail, true);
    expect(JSON.parse(values.blocksJson)).toEqual([{ type: 'Text', props: { text: '<p>Étalez la pâte.</p>' } }]);
    expect(toContentInput(values, [])).toMatchObject({ body: null, blocksJson: values.blocksJson, bodyEn: null });
  });

  it('loads stored blocks as they are; a type without the block editor sends no blocks (a rich-text content)', () => {
    const built = { ...detail, blocksJson: JSON.stringify([{ type: 'Hero', props: { title: 'Tartes', subtitle: null } }]) };
    expect(JSON.parse(contentFormValues(built, true).blocksJson)).toEqual([{ type: 'Hero', props: { title: 'Tartes', subtitle: '' } }]);
    expect(toContentInput(contentFormValues(built), [])).toMatchObject({ body: '<p>Étalez la pâte.</p>', blocksJson: null });
  });
});

describe('custom field values', () => {
  it('reads as the API stores them: a decimal comma becomes a dot, text is trimmed, empty clears', () => {
    expect(customFieldValue(TIME, ' 12,5 ')).toBe('12.5');
    expect(customFieldValue(START, '2026-05-01')).toBe('2026-05-01');
    expect(customFieldValue(LEVEL, 'Moyenne')).toBe('Moyenne');
    expect(customFieldValue(LINK, ' https://example.fr/reserver ')).toBe('https://example.fr/reserver');
    expect(customFieldValue(NOTES, '<p></p>')).toBeNull();
    expect(customFieldValue(NOTES, '<p>Au four</p>')).toBe('<p>Au four</p>');
    expect(customFieldValue(TIME, '')).toBeNull();
    expect(customFieldValue(TIME, undefined)).toBeNull();
  });

  it('are checked by kind, required ones first, errors keyed customFields.<id>', () => {
    const values = blank({ title: 'Tarte', slug: 'tarte', custom: { 'f-level': 'Très dure', 'f-start': '2026-02-30', 'f-link': 'javascript:alert(1)' } });
    expect(validateContentForm(values, FIELDS)).toEqual({
      'customFields.f-time': 'REQUIRED',
      'customFields.f-level': 'CHOICE_INVALID',
      'customFields.f-start': 'DATE_INVALID',
      'customFields.f-link': 'URL_INVALID',
    });
    expect(validateContentForm(blank({ title: 'Tarte', slug: 'tarte', custom: { 'f-time': 'vingt' } }), FIELDS)).toEqual({
      'customFields.f-time': 'NUMBER_INVALID',
    });
    expect(validateContentForm(blank({ title: 'Tarte', slug: 'tarte', custom: { 'f-time': '20,5' } }), FIELDS)).toEqual({});
  });

  it('the shared rules: title required, slug format, SEO lengths under their dotted path', () => {
    const errors = validateContentForm(
      blank({ title: ' ', slug: 'Pas un slug !', seo: { ...blank().seo, metaTitle: 'x'.repeat(71), metaDescription: 'y'.repeat(160) } }),
      [],
    );
    expect(errors).toEqual({ title: 'REQUIRED', slug: 'SLUG_INVALID', 'seo.metaTitle': 'TOO_LONG' });
    expect(validateContentForm(blank({ title: 'Ok', slug: 'ok', thumbnailUrl: 'ftp://x' }), [])).toEqual({ thumbnailUrl: 'URL_INVALID' });
  });
});

describe('slug suggestion', () => {
  it('follows the title (accents, ligatures and punctuation folded) until typed by hand', () => {
    expect(suggestSlug("Œufs brouillés à l'estragon !")).toBe('oeufs-brouilles-a-l-estragon');
    expect(slugAfterTitleChange('Fête de la gastronomie', 'ancien', false)).toBe('fete-de-la-gastronomie');
    expect(slugAfterTitleChange('Fête de la gastronomie', 'mon-adresse', true)).toBe('mon-adresse');
  });
});

describe('content state and list filters', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('says scheduled for a publication still to come', () => {
    expect(contentState('DRAFT', '2026-04-01T00:00:00Z', now)).toBe('DRAFT');
    expect(contentState('PUBLISHED', '2026-04-01T00:00:00Z', now)).toBe('SCHEDULED');
    expect(contentState('PUBLISHED', '2026-03-01T00:00:00Z', now)).toBe('PUBLISHED');
    expect(contentState('PUBLISHED', null, now)).toBe('PUBLISHED');
  });

  it('reads the address and asks adminContents accordingly', () => {
    const filters = filtersFromParams(new URLSearchParams('q=tarte&state=SCHEDULED&category=cat-1&sort=TITLE_ASC&junk=1'));
    expect(paramsOfFilters(filters).toString()).toBe('q=tarte&state=SCHEDULED&category=cat-1&sort=TITLE_ASC');
    expect(contentListVariables('recettes', filters)).toEqual({
      contentType: 'recettes',
      search: 'tarte',
      status: 'PUBLISHED',
      scheduled: true,
      categoryId: 'cat-1',
      sort: 'TITLE_ASC',
      first: 20,
      after: null,
    });
    expect(contentListVariables('blog', filtersFromParams(new URLSearchParams('state=PUBLISHED')))).toMatchObject({ status: 'PUBLISHED', scheduled: false });
    expect(contentListVariables('blog', filtersFromParams(new URLSearchParams('state=DRAFT&sort=NOPE')))).toMatchObject({
      status: 'DRAFT',
      scheduled: null,
      sort: null,
    });
  });
});

describe('content types', () => {
  const field = (id: string, position: number): CustomFieldRow => ({
    id,
    code: id,
    label: id,
    labelEn: null,
    kind: 'TEXT',
    required: false,
    options: [],
    position,
  });

  it('moves a custom field by swapping positions (renumbered first), nothing past either end', () => {
    const fields = [field('a', 0), field('b', 1), field('c', 2)];
    expect(reorderInputs(fields, 1, -1).map((change) => [change.id, change.input.position])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
    expect(reorderInputs(fields, 0, -1)).toEqual([]);
    expect(reorderInputs(fields, 2, 1)).toEqual([]);
    // Equal positions (fields created without one) still move.
    const flat = [field('a', 0), field('b', 0), field('c', 0)];
    expect(reorderInputs(flat, 2, -1).map((change) => [change.id, change.input.position])).toEqual([
      ['b', 2],
      ['c', 1],
    ]);
  });

  it('labels in English when set, French otherwise', () => {
    const type = { label: 'Recettes', singularLabel: 'Recette', labelEn: 'Recipes', singularLabelEn: null };
    expect(typeLabel(type, 'en')).toBe('Recipes');
    expect(typeLabel(type, 'en', 'singular')).toBe('Recette');
    expect(typeLabel(type, 'fr')).toBe('Recettes');
  });
});
