import { DataSource } from 'typeorm';
import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { AppModule, SERVICE } from '../app.module';
import { CONTEST_YEAR } from './contest.constants';
import { validateRegistration } from './registration.validation';

const REGISTER = 'mutation($input: ContestRegistrationInput!) { registerForContest(input: $input) { id edition category name establishmentName email phone createdAt } }';
const LIST = 'query($edition: Int) { contestRegistrations(edition: $edition) { totalCount edges { node { email edition category } } } }';
const valid = { category: 'HOTEL_SCHOOL', name: 'Camille Durand', establishmentName: 'Lycée hôtelier de Dinard', email: 'Camille@Example.fr', phone: '02 99 12 34 56' };
const staff = adminIdentity(['contest.registrations.list']);

describe('contest registrations', () => {
  let t: TestSubgraph;
  beforeAll(async () => {
    t = await bootTestSubgraph(SERVICE, (cfg) => AppModule.forRoot(cfg));
  });
  afterAll(() => t?.close());

  const register = (input: Record<string, unknown>) => t.gql(REGISTER, { input });

  it('opens the 2022 edition out of the box', async () => {
    expect((await t.gql('{ openContestEdition { year open } }')).data.openContestEdition).toEqual({ year: CONTEST_YEAR, open: true });
  });

  it('registers a visitor for the open edition, normalizing email and phone', async () => {
    const res = await register(valid);
    expect(res.errors).toBeUndefined();
    expect(res.data.registerForContest).toMatchObject({ edition: 2022, category: 'HOTEL_SCHOOL', name: 'Camille Durand', email: 'camille@example.fr', phone: '02.99.12.34.56' });
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

  it('lists registrations for staff, by edition', async () => {
    await register({ ...valid, email: 'hotel@example.fr', category: 'HOTEL_ESTABLISHMENT' });
    const res = await t.gql(LIST, { edition: 2022 }, staff);
    expect(res.errors).toBeUndefined();
    expect(res.data.contestRegistrations.totalCount).toBe(2);
    expect(res.data.contestRegistrations.edges.map((e: any) => e.node.email)).toEqual(['hotel@example.fr', 'camille@example.fr']);
    expect((await t.gql(LIST, { edition: 2021 }, staff)).data.contestRegistrations.totalCount).toBe(0);
  });

  it('refuses the list without the permission (FORBIDDEN) and signed out (UNAUTHENTICATED)', async () => {
    expect((await t.gql(LIST, {}, adminIdentity(['cms.pages.list']))).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {}, customerIdentity())).errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await t.gql(LIST, {})).errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('moves to the next edition when the organisers open it, and refuses when none is open', async () => {
    const ds = t.app.get(DataSource);
    await ds.query('UPDATE contest_edition SET open = false');
    await ds.query('INSERT INTO contest_edition (year, open) VALUES (2023, true)');
    const again = await register(valid);
    expect(again.errors).toBeUndefined();
    expect(again.data.registerForContest.edition).toBe(2023);
    await ds.query('UPDATE contest_edition SET open = false');
    const closed = await register({ ...valid, email: 'late@example.fr' });
    expect(closed.errors![0].extensions).toMatchObject({ code: 'CONFLICT', fieldErrors: { edition: 'REGISTRATION_CLOSED' } });
    expect((await t.gql('{ openContestEdition { year } }')).data.openContestEdition).toBeNull();
  });
});

describe('validateRegistration', () => {
  it('stores French phone numbers as 00.00.00.00.00 whatever the separators', () => {
    const phones = ['06.12.34.56.78', '06 12 34 56 78', '06-12-34-56-78', '0612345678', '+33 6 12 34 56 78'];
    expect(phones.map((phone) => validateRegistration({ ...valid, category: 'PROFESSIONAL', phone }).phone)).toEqual(Array(5).fill('06.12.34.56.78'));
  });

  it('refuses numbers that are not ten French digits', () => {
    for (const phone of ['06.12.34.56', '06.12.34.56.789', 'ab.cd.ef.gh.ij', '00.00.00.00.00']) {
      expect(() => validateRegistration({ ...valid, category: 'PROFESSIONAL', phone })).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ fieldErrors: { phone: 'PHONE_INVALID' } }) }));
    }
  });
});
