import { ALL_PERMISSIONS } from '@guide/platform';
import { adminIdentity } from '@guide/platform/testing';
import { IdentityTestApp, bootIdentity, codeOf, fieldErrorsOf } from '../testing/identity-test-app';

/** Back office: the shop's suppliers (Users → suppliers). */
const FIELDS = 'id name contactName email phone siret website address notes active createdAt updatedAt';
const CREATE = `mutation($i: SupplierInput!) { createSupplier(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $i: SupplierInput!) { updateSupplier(id: $id, input: $i) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteSupplier(id: $id) }';
const ONE = `query($id: ID!) { supplier(id: $id) { ${FIELDS} } }`;
const LIST =
  'query($s: String, $f: Int, $a: String) { suppliers(search: $s, first: $f, after: $a) { totalCount edges { node { name } } pageInfo { hasNextPage endCursor } } }';
const ALL = adminIdentity(ALL_PERMISSIONS);

const MOULIN = {
  name: '  Moulin de la Tour ',
  contactName: 'Jeanne Meunier',
  email: ' Contact@Moulin-Tour.FR ',
  phone: '06 12 34 56 78',
  siret: '732 829 320 00074',
  website: 'moulin-tour.fr',
  address: '2 chemin du Moulin\n21000 Dijon',
  notes: ' Livraison le mardi ',
};

let app: IdentityTestApp;

beforeAll(async () => {
  app = await bootIdentity();
});
afterAll(async () => {
  await app?.close();
});

describe('suppliers', () => {
  it('are created, read, updated and deleted, with contact details stored in their normal form', async () => {
    const created = await app.call(CREATE, { i: MOULIN }, { identity: ALL });
    expect(created.errors).toBeUndefined();
    const supplier = created.data.createSupplier;
    expect(supplier).toMatchObject({
      name: 'Moulin de la Tour',
      contactName: 'Jeanne Meunier',
      email: 'contact@moulin-tour.fr',
      phone: '+33612345678',
      siret: '73282932000074',
      website: 'https://moulin-tour.fr/',
      address: '2 chemin du Moulin\n21000 Dijon',
      notes: 'Livraison le mardi',
      active: true,
    });
    expect((await app.call(ONE, { id: supplier.id }, { identity: ALL })).data.supplier).toEqual(supplier);

    const updated = await app.call(UPDATE, { id: supplier.id, i: { name: 'Moulin de la Tour', email: '', phone: null, active: false } }, { identity: ALL });
    expect(updated.data.updateSupplier).toMatchObject({ name: 'Moulin de la Tour', email: null, phone: null, siret: null, website: null, active: false });
    const kept = await app.call(UPDATE, { id: supplier.id, i: { name: 'Moulin de la Tour' } }, { identity: ALL });
    expect(kept.data.updateSupplier.active).toBe(false);

    expect((await app.call(DELETE, { id: supplier.id }, { identity: ALL })).data).toEqual({ deleteSupplier: true });
    expect((await app.call(ONE, { id: supplier.id }, { identity: ALL })).data.supplier).toBeNull();
    expect(codeOf(await app.call(DELETE, { id: supplier.id }, { identity: ALL }))).toBe('NOT_FOUND');
    expect(codeOf(await app.call(UPDATE, { id: supplier.id, i: { name: 'X' } }, { identity: ALL }))).toBe('NOT_FOUND');
    // An id that is not a UUID is refused by the platform's input guard (API-CONTRACT "Everywhere").
    const malformed = await app.call(ONE, { id: 'not-an-id' }, { identity: ALL });
    expect([codeOf(malformed), fieldErrorsOf(malformed)]).toEqual(['BAD_USER_INPUT', { id: 'INVALID_ID' }]);
  });

  it('refuse a name already used, whatever its case', async () => {
    const first = (await app.call(CREATE, { i: { name: 'Fromagerie Bérthaut' } }, { identity: ALL })).data.createSupplier;
    const duplicate = await app.call(CREATE, { i: { name: ' FROMAGERIE bérthaut ' } }, { identity: ALL });
    expect(codeOf(duplicate)).toBe('CONFLICT');
    expect(fieldErrorsOf(duplicate)).toEqual({ name: 'SUPPLIER_EXISTS' });

    const other = (await app.call(CREATE, { i: { name: 'Cave des Papes' } }, { identity: ALL })).data.createSupplier;
    const renamed = await app.call(UPDATE, { id: other.id, i: { name: 'fromagerie BÉRTHAUT' } }, { identity: ALL });
    expect(fieldErrorsOf(renamed)).toEqual({ name: 'SUPPLIER_EXISTS' });
    // Renaming a supplier to its own name in another case is fine.
    expect((await app.call(UPDATE, { id: first.id, i: { name: 'FROMAGERIE BÉRTHAUT' } }, { identity: ALL })).data.updateSupplier.name).toBe(
      'FROMAGERIE BÉRTHAUT',
    );
  });

  it('validate with the shared rules: bad SIRET (Luhn key), e-mail, phone and website', async () => {
    const badSiret = await app.call(CREATE, { i: { name: 'Épicerie fine', siret: '73282932000075' } }, { identity: ALL });
    expect(codeOf(badSiret)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(badSiret)).toEqual({ siret: 'SIRET_INVALID' });
    expect(fieldErrorsOf(await app.call(CREATE, { i: { name: 'Épicerie fine', siret: '1234' } }, { identity: ALL }))).toEqual({ siret: 'SIRET_INVALID' });
    expect(fieldErrorsOf(await app.call(CREATE, { i: { name: ' ', email: 'nope', phone: '12', website: 'pas un site' } }, { identity: ALL }))).toEqual({
      name: 'REQUIRED',
      email: 'EMAIL_INVALID',
      phone: 'PHONE_INVALID',
      website: 'URL_INVALID',
    });
    expect(fieldErrorsOf(await app.call(CREATE, { i: { name: 'x'.repeat(121) } }, { identity: ALL }))).toEqual({ name: 'TOO_LONG' });
    const [{ count }] = await app.db.query(`SELECT count(*)::int AS count FROM supplier WHERE name ILIKE 'épicerie%'`);
    expect(count).toBe(0);
  });

  it('are listed by name with search (name, contact, e-mail, SIRET) and pages', async () => {
    await app.call(CREATE, { i: { ...MOULIN, name: 'Moulin de la Tour' } }, { identity: ALL });
    await app.call(CREATE, { i: { name: 'apiculteurs du Morvan', contactName: 'Paul Abeille' } }, { identity: ALL });
    const page = await app.call(LIST, { f: 2 }, { identity: ALL });
    expect(page.data.suppliers.totalCount).toBe(4);
    expect(page.data.suppliers.edges.map((e: any) => e.node.name)).toEqual(['apiculteurs du Morvan', 'Cave des Papes']);
    const next = await app.call(LIST, { f: 2, a: page.data.suppliers.pageInfo.endCursor }, { identity: ALL });
    expect(next.data.suppliers.edges.map((e: any) => e.node.name)).toEqual(['FROMAGERIE BÉRTHAUT', 'Moulin de la Tour']);
    expect(next.data.suppliers.pageInfo.hasNextPage).toBe(false);

    const names = async (s: string) => (await app.call(LIST, { s }, { identity: ALL })).data.suppliers.edges.map((e: any) => e.node.name);
    expect(await names('abeille')).toEqual(['apiculteurs du Morvan']);
    expect(await names('MOULIN-TOUR.fr')).toEqual(['Moulin de la Tour']);
    expect(await names('732 829')).toEqual(['Moulin de la Tour']);
    expect(await names('%')).toEqual([]);
  });
});
