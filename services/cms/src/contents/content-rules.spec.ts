import { RESERVED_CONTENT_TYPE_SLUGS, isMediaUrl, isReservedContentTypeSlug, readContentFieldValue } from '@guide/validation';
import { SEEDED_CONTENT_TYPES } from '../migrations/1700000003100-contents';
import { contentPath, pathMoves, redirectLookupPath } from './content-path';
import { checkCustomFieldValues } from './content.validation';

describe('content paths and moves', () => {
  it('builds paths with or without a category', () => {
    expect(contentPath('blog', 'vins', 'vendanges')).toBe('/blog/vins/vendanges');
    expect(contentPath('blog', null, 'vendanges')).toBe('/blog/vendanges');
  });
  it('looks redirects up without /en, trailing slash or case', () => {
    expect(redirectLookupPath('/en/Blog/X/')).toBe('/blog/x');
    expect(redirectLookupPath('/enigmes')).toBe('/enigmes');
    expect(redirectLookupPath('/en')).toBe('/');
  });
  it('only moves contents that were public and whose path changed', () => {
    const before = new Map([
      ['a', { path: '/blog/a', everPublic: true }],
      ['b', { path: '/blog/b', everPublic: false }],
      ['c', { path: '/blog/c', everPublic: true }],
    ]);
    const after = new Map([
      ['a', { path: '/blog/x/a' }],
      ['b', { path: '/blog/x/b' }],
      ['c', { path: '/blog/c' }],
    ]);
    expect(pathMoves(before, after)).toEqual([{ from: '/blog/a', to: '/blog/x/a' }]);
  });
});

describe('content type slugs', () => {
  it('reserves the storefront routes, not the seeded types', () => {
    for (const slug of ['account', 'login', 'panier', 'checkout', 'hotels-restaurants', 'producteurs-locaux', 'agenda', 'en', 'search-results'])
      expect(isReservedContentTypeSlug(slug)).toBe(true);
    for (const type of SEEDED_CONTENT_TYPES) expect(RESERVED_CONTENT_TYPE_SLUGS).not.toContain(type.slug);
  });
});

describe('custom field values', () => {
  const fields = [
    { id: 'n', kind: 'NUMBER' as const, options: [], required: false },
    { id: 'd', kind: 'DATE' as const, options: [], required: true },
    { id: 'c', kind: 'CHOICE' as const, options: ['Facile', 'Moyenne'], required: false },
    { id: 'r', kind: 'RICH_TEXT' as const, options: [], required: false },
    { id: 'l', kind: 'LINK' as const, options: [], required: false },
  ];
  it('reads each kind', () => {
    expect(readContentFieldValue('NUMBER', [], ' 12,5 ')).toEqual({ value: '12.5' });
    expect(readContentFieldValue('NUMBER', [], '1e5')).toEqual({ error: 'NUMBER_INVALID' });
    expect(readContentFieldValue('DATE', [], '2025-02-29')).toEqual({ error: 'DATE_INVALID' });
    expect(readContentFieldValue('CHOICE', ['Facile'], 'facile')).toEqual({ error: 'CHOICE_INVALID' });
    expect(readContentFieldValue('IMAGE', [], '/media/a.jpg')).toEqual({ value: '/media/a.jpg' });
    expect(readContentFieldValue('LINK', [], '//evil.example')).toEqual({ error: 'URL_INVALID' });
    expect(readContentFieldValue('TEXT', [], ' a\r\nb ')).toEqual({ value: 'a\nb' });
    expect(readContentFieldValue('TEXT', [], '   ')).toEqual({ value: null });
    expect(isMediaUrl('https://x.fr/a')).toBe(true);
    expect(isMediaUrl('javascript:alert(1)')).toBe(false);
  });
  it('merges over current values, sanitizes rich text, requires required fields, flags unknown ids', () => {
    const current = new Map([
      ['d', '2025-01-01'],
      ['n', '3'],
    ]);
    const out = checkCustomFieldValues(
      fields,
      [
        { fieldId: 'n', value: '' },
        { fieldId: 'r', value: '<p>Hi<script>x</script></p>' },
        { fieldId: 'zz', value: 'x' },
      ],
      current,
    );
    expect([...out.values]).toEqual([
      ['d', '2025-01-01'],
      ['r', '<p>Hi</p>'],
    ]);
    expect(out.errors).toEqual({ 'customFields.zz': 'NOT_FOUND' });
    expect(checkCustomFieldValues(fields, [{ fieldId: 'd', value: null }], current).errors).toEqual({ 'customFields.d': 'REQUIRED' });
    expect(checkCustomFieldValues(fields, []).errors).toEqual({ 'customFields.d': 'REQUIRED' });
  });
});
