import { adminIdentity } from '@guide/platform/testing';
import { bootIdentity, codeOf, fieldErrorsOf, type IdentityTestApp } from '../testing/identity-test-app';

const COUNT = 'query($from: DateTime!, $to: DateTime!) { newCustomersCount(from: $from, to: $to) }';
const staff = adminIdentity(['users.customers.list']);

describe('identity dashboard: new customers', () => {
  let app: IdentityTestApp;
  beforeAll(async () => {
    app = await bootIdentity();
    for (const [i, at] of ['2026-03-01T09:00:00Z', '2026-03-03T22:30:00Z', '2026-03-08T10:00:00Z'].entries())
      await app.db.query(
        `INSERT INTO customer (email, first_name, last_name, password_hash, customer_type, created_at) VALUES ($1, 'Léa', 'Nouvelle', 'x', 'INDIVIDUAL', $2)`,
        [`nouvelle${i}@example.com`, at],
      );
  });
  afterAll(() => app?.close());

  it('counts the accounts created in the period', async () => {
    const res = await app.call(COUNT, { from: '2026-02-28T23:00:00Z', to: '2026-03-07T23:00:00Z' }, { identity: staff });
    expect(res.errors).toBeUndefined();
    expect(res.data.newCustomersCount).toBe(2);
  });

  it('checks the period and the permission', async () => {
    expect(fieldErrorsOf(await app.call(COUNT, { from: '2026-03-07T00:00:00Z', to: '2026-03-01T00:00:00Z' }, { identity: staff }))).toEqual({
      to: 'DATE_RANGE_INVALID',
    });
    expect(fieldErrorsOf(await app.call(COUNT, { from: '2020-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' }, { identity: staff }))).toEqual({
      to: 'OUT_OF_RANGE',
    });
    expect(codeOf(await app.call(COUNT, { from: '2026-03-01T00:00:00Z', to: '2026-03-02T00:00:00Z' }, { identity: adminIdentity(['dashboard.view']) }))).toBe(
      'FORBIDDEN',
    );
  });
});
