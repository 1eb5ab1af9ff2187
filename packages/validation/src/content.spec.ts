import { contestRegistrationSchema, isCalendarDate, pageSchema, ticketSchema } from './content';
import { validateWith } from './errors';

describe('pageSchema', () => {
  it('cleans a page and defaults its status', () => {
    expect(validateWith(pageSchema, { title: ' À propos ', slug: ' A-Propos ', status: null })).toEqual({
      ok: true,
      value: {
        title: 'À propos',
        slug: 'a-propos',
        status: 'DRAFT',
        body: null,
        metaTitle: null,
        metaDescription: null,
        shortDescription: null,
        tags: [],
        thumbnailUrl: null,
        mainImageUrl: null,
        ogTitle: null,
        ogDescription: null,
        ogImageUrl: null,
      },
    });
  });

  it('checks the listing and social-card fields like a content’s', () => {
    const page = { title: 'Mentions', slug: 'mentions' };
    expect(
      validateWith(pageSchema, { ...page, shortDescription: ' Qui nous sommes ', tags: [' terroir ', 'terroir', ''], ogImageUrl: '/media/a.jpg', ogTitle: '' }),
    ).toMatchObject({ ok: true, value: { shortDescription: 'Qui nous sommes', tags: ['terroir'], ogImageUrl: '/media/a.jpg', ogTitle: null } });
    expect(
      validateWith(pageSchema, {
        ...page,
        shortDescription: 'x'.repeat(1001),
        tags: ['x'.repeat(61)],
        thumbnailUrl: 'javascript:alert(1)',
        mainImageUrl: 'ftp://x',
        ogTitle: 'x'.repeat(96),
        ogDescription: 'x'.repeat(201),
        ogImageUrl: 'pas une adresse',
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        shortDescription: 'TOO_LONG',
        tags: 'TOO_LONG',
        thumbnailUrl: 'URL_INVALID',
        mainImageUrl: 'URL_INVALID',
        ogTitle: 'TOO_LONG',
        ogDescription: 'TOO_LONG',
        ogImageUrl: 'URL_INVALID',
      },
    });
  });

  it('names each faulty field', () => {
    expect(validateWith(pageSchema, { title: '', slug: 'a--b', metaTitle: 'x'.repeat(71) })).toEqual({
      ok: false,
      fieldErrors: { title: 'REQUIRED', slug: 'SLUG_INVALID', metaTitle: 'TOO_LONG' },
    });
  });
});

describe('ticketSchema', () => {
  it('refuses a due date before the start, and impossible days', () => {
    expect(validateWith(ticketSchema, { subject: 'Panne', startDate: '2026-03-10', dueDate: '2026-03-09' })).toEqual({
      ok: false,
      fieldErrors: { dueDate: 'DUE_BEFORE_START' },
    });
    expect(validateWith(ticketSchema, { subject: 'Panne', startDate: '2024-02-30' })).toEqual({ ok: false, fieldErrors: { startDate: 'DATE_INVALID' } });
    expect(validateWith(ticketSchema, { subject: ' Panne ', dueDate: '' })).toEqual({
      ok: true,
      value: { subject: 'Panne', description: null, priority: 'NORMAL', startDate: null, dueDate: null },
    });
    expect(isCalendarDate('2024-02-29')).toBe(true);
  });
});

describe('contestRegistrationSchema', () => {
  it('requires every field and formats the phone', () => {
    const valid = { category: 'HOTEL_SCHOOL', name: 'Léa', establishmentName: 'Lycée hôtelier', email: ' Lea@Example.FR ', phone: '+33 6 12 34 56 78' };
    expect(validateWith(contestRegistrationSchema, valid)).toEqual({ ok: true, value: { ...valid, email: 'lea@example.fr', phone: '06.12.34.56.78' } });
    expect(validateWith(contestRegistrationSchema, { category: 'CHEF' })).toEqual({
      ok: false,
      fieldErrors: { category: 'INVALID_CHOICE', name: 'REQUIRED', establishmentName: 'REQUIRED', email: 'REQUIRED', phone: 'REQUIRED' },
    });
  });
});
