import { adminIdentity, customerIdentity } from '@guide/platform/testing';
import { ContestTestApp, bootContest, contestAdmin, createEdition } from '../testing/contest-test-app';
import { registrationsCsv, csvCell } from './registrations-csv';
import { validateRegistration } from './registration.validation';

const REGISTER =
  'mutation($input: ContestRegistrationInput!) { registerForContest(input: $input) { id edition category name establishmentName email phone createdAt } }';
const LIST =
  'query($edition: Int, $category: ContestCategory, $search: String) { contestRegistrations(edition: $edition, category: $category, search: $search) { totalCount edges { node { email edition category } } } }';
const EXPORT = 'mutation($edition: Int!) { exportContestRegistrations(edition: $edition) }';
const valid = {
  category: 'HOTEL_SCHOOL',
  name: 'Camille Durand',
  establishmentName: 'Lycée hôtelier de Dinard',
  email: 'Camille@Example.fr',
  phone: '02 99 12 34 56',
};
const staff = adminIdentity(['contest.registrations.list']);

describe('contest registrations', () => {
  let t: ContestTestApp;
  beforeAll(async () => {
    t = await bootContest();
    expect((await createEdition(t, { year: 2026, opensAt: '2026-01-01T00:00:00+01:00', closesAt: '2026-07-01T00:00:00+02:00' })).errors).toBeUndefined();
    expect((await createEdition(t, { year: 2027, opensAt: '2027-01-01T00:00:00+01:00', closesAt: '2027-07-01T00:00:00+02:00' })).errors).toBeUndefined();
    t.setNow('2026-03-01T12:00:00+01:00');
  });
  afterAll(() => t?.close());

  const register = (input: Record<string, unknown>) => t.gql(REGISTER, { input });

  it("converts the first migration's open 2022 into its calendar year, closed now", async () => {
    const res = await t.gql('{ contestEdition(year: 2022) { year open opensAt closesAt } }');
    expect(res.data.contestEdition).toEqual({ year: 2022, open: false, opensAt: '2021-12-31T23:00:00.000Z', closesAt: '2022-12-31T23:00:00.000Z' });
  });

  it('registers a visitor for the open edition, normalizing email and phone', async () => {
    const res = await register(valid);
    expect(res.errors).toBeUndefined();
    expect(res.data.registerForContest).toMatchObject({
      edition: 2026,
      category: 'HOTEL_SCHOOL',
      name: 'Camille Durand',
      email: 'camille@example.fr',
      phone: '02.99.12.34.56',
    });
  });

  it('rejects missing and malformed fields with per-field keys', async () => {
    const blank = await register({ category: 'PROFESSIONAL', name: ' ', establishmentName: '', email: '', phone: '' });
    expect(blank.errors![0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { name: 'REQUIRED', establishmentName: 'REQUIRED', email: 'REQUIRED', phone: 'REQUIRED' },
    });
    const bad = await register({ ...valid, email: 'camille@', phone: '+33 6 12' });
    expect(bad.errors![0].extensions.fieldErrors).toEqual({ email: 'EMAIL_INVALID', phone: 'PHONE_INVALID' });
  });

  it('refuses a second registration with the same email for the edition (CONFLICT)', async () => {
    const res = await register({ ...valid, email: ' CAMILLE@example.FR ', category: 'GENERAL_PUBLIC' });
    expect(res.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { email: 'ALREADY_REGISTERED' } });
  });

  it('writes contest.registration.received with the request language in the same transaction', async () => {
    const res = await t.gqlWith(REGISTER, { input: { ...valid, email: 'anglais@example.com' } }, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(res.errors).toBeUndefined();
    const rows = await t.db.query(`SELECT type FROM outbox WHERE key = $1`, [res.data.registerForContest.id]);
    expect(rows.map((r: any) => r.type)).toEqual(['contest.registration.received']);
  });

  it('lists registrations for staff, by edition, category and accent-insensitive search', async () => {
    await register({ ...valid, name: 'Hélène Gâteau', email: 'hotel@example.fr', category: 'HOTEL_ESTABLISHMENT', establishmentName: 'Hôtel Négresco' });
    const res = await t.gql(LIST, { edition: 2026 }, staff);
    expect(res.errors).toBeUndefined();
    expect(res.data.contestRegistrations.totalCount).toBe(3);
    expect(res.data.contestRegistrations.edges[0].node.email).toBe('hotel@example.fr');
    expect((await t.gql(LIST, { edition: 2021 }, staff)).data.contestRegistrations.totalCount).toBe(0);
    expect((await t.gql(LIST, { category: 'HOTEL_ESTABLISHMENT' }, staff)).data.contestRegistrations.totalCount).toBe(1);
    for (const search of ['HELENE', 'negresco', 'gateau hotel', 'HOTEL@EXAMPLE']) {
      expect((await t.gql(LIST, { search }, staff)).data.contestRegistrations.edges.map((e: any) => e.node.email)).toEqual(['hotel@example.fr']);
    }
    expect((await t.gql(LIST, { search: '100%_' }, staff)).data.contestRegistrations.totalCount).toBe(0);
    expect((await t.gql(LIST, { search: 'x'.repeat(101) }, staff)).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(LIST, { edition: 99999 }, staff)).errors[0].extensions.fieldErrors).toEqual({ edition: 'OUT_OF_RANGE' });
  });

  it('refuses the list without the permission (FORBIDDEN) and signed out (UNAUTHENTICATED)', async () => {
    expect((await t.gql(LIST, {}, adminIdentity(['cms.pages.list']))).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {}, customerIdentity())).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {})).errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('reads one registration and deletes several for staff', async () => {
    const created = await register({ ...valid, email: 'efface@example.fr' });
    const id = created.data.registerForContest.id;
    const one = await t.gql('query($id: ID!) { contestRegistration(id: $id) { email } }', { id }, contestAdmin);
    expect(one.data.contestRegistration).toEqual({ email: 'efface@example.fr' });
    const del = await t.gql(
      'mutation($ids: [ID!]!) { deleteContestRegistrations(ids: $ids) }',
      { ids: [id, '00000000-0000-4000-8000-000000000000'] },
      contestAdmin,
    );
    expect(del.data.deleteContestRegistrations).toBe(1);
    expect((await t.gql('query($id: ID!) { contestRegistration(id: $id) { email } }', { id }, contestAdmin)).data.contestRegistration).toBeNull();
    expect((await t.gql('query($id: ID!) { contestRegistration(id: $id) { email } }', { id: 'nope' }, contestAdmin)).errors[0].extensions.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('exports the edition as CSV with headers in the request language, RFC 4180 quoting and a formula guard', async () => {
    await register({ ...valid, name: '=HYPERLINK("x")', establishmentName: 'Chez "Bob", Paris', email: 'formule@example.fr' });
    await register({ ...valid, name: 'Ligne\nCoupée', establishmentName: '+33 Café', email: 'ligne@example.fr' });
    const fr = await t.gql(EXPORT, { edition: 2026 }, contestAdmin);
    expect(fr.errors).toBeUndefined();
    const csv: string = fr.data.exportContestRegistrations;
    expect(csv.split('\r\n')[0]).toBe('Catégorie,Nom,Établissement,E-mail,Téléphone,Inscrit le');
    expect(csv).toContain(`"'=HYPERLINK(""x"")","Chez ""Bob"", Paris",formule@example.fr,02.99.12.34.56,2026-`);
    expect(csv).toContain(`"Ligne\nCoupée",'+33 Café,ligne@example.fr`);
    expect(csv.endsWith('\r\n')).toBe(true);
    const en = await t.gqlWith(EXPORT, { edition: 2026 }, { 'accept-language': 'en' }, contestAdmin);
    expect(en.data.exportContestRegistrations.split('\r\n')[0]).toBe('Category,Name,Establishment,Email,Phone,Registered at');
    expect((await t.gql(EXPORT, { edition: 2030 }, contestAdmin)).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await t.gql(EXPORT, { edition: 2026 }, staff)).errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('moves to the next edition when it opens, and refuses when none is open', async () => {
    t.setNow('2027-02-01T10:00:00+01:00');
    const again = await register(valid);
    expect(again.errors).toBeUndefined();
    expect(again.data.registerForContest.edition).toBe(2027);
    t.setNow('2027-08-01T10:00:00+02:00');
    const closed = await register({ ...valid, email: 'late@example.fr' });
    expect(closed.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { edition: 'REGISTRATION_CLOSED' } });
    expect((await t.gql('{ openContestEdition { year } }')).data.openContestEdition).toBeNull();
    t.setNow('2026-03-01T12:00:00+01:00');
  });
});

describe('registrations CSV', () => {
  it('quotes what RFC 4180 requires and guards formulas', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', '=1+1', '+1', '-1', '@SUM', 'x=1'].map(csvCell)).toEqual([
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"two\nlines"',
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM",
      'x=1',
    ]);
  });

  it('writes Paris wall time, summer and winter', () => {
    const row = (createdAt: string) => ({
      id: 'x',
      edition: 2026,
      category: 'PROFESSIONAL' as const,
      name: 'A',
      establishmentName: 'B',
      email: 'a@b.fr',
      phone: '01.02.03.04.05',
      createdAt: new Date(createdAt),
    });
    const csv = registrationsCsv([row('2026-01-15T10:00:00Z'), row('2026-07-15T10:00:00Z')], 'fr');
    expect(csv).toBe(
      'Catégorie,Nom,Établissement,E-mail,Téléphone,Inscrit le\r\nProfessionnel,A,B,a@b.fr,01.02.03.04.05,2026-01-15 11:00:00\r\nProfessionnel,A,B,a@b.fr,01.02.03.04.05,2026-07-15 12:00:00\r\n',
    );
  });
});

describe('validateRegistration', () => {
  it('stores French phone numbers as 00.00.00.00.00 whatever the separators', () => {
    const phones = ['06.12.34.56.78', '06 12 34 56 78', '06-12-34-56-78', '0612345678', '+33 6 12 34 56 78'];
    expect(phones.map((phone) => validateRegistration({ ...valid, category: 'PROFESSIONAL', phone }).phone)).toEqual(Array(5).fill('06.12.34.56.78'));
  });

  it('refuses numbers that are not ten French digits', () => {
    for (const phone of ['06.12.34.56', '06.12.34.56.789', 'ab.cd.ef.gh.ij', '00.00.00.00.00']) {
      expect(() => validateRegistration({ ...valid, category: 'PROFESSIONAL', phone })).toThrow(
        expect.objectContaining({ extensions: expect.objectContaining({ fieldErrors: { phone: 'PHONE_INVALID' } }) }),
      );
    }
  });
});
