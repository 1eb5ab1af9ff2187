import { DataSource } from 'typeorm';
import { permissionsOfArea } from '@guide/platform';
import { ensureAdminRole } from '../roles/admin-role';
import { hashPassword } from '../security/passwords';

/** Development accounts (README: change them on any shared machine). */
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin123!', firstName: 'Admin', lastName: 'Guide' };
export const DEMO_CUSTOMER = { email: 'client@example.com', password: 'Client123!', firstName: 'Camille', lastName: 'Martin' };
export const EDITOR_PERMISSIONS = [...permissionsOfArea('cms'), 'dashboard.view'].sort();

/**
 * Idempotent demo data (SEED_DEMO_DATA=true): the default roles, two customer groups, the demo
 * administrator and one verified customer. Re-running changes nothing but the `admin` role, which is
 * brought back to every permission of the catalogue (new keys included).
 */
export async function seedIdentity(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (m) => {
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['identity.seed']);
    const adminRole = await ensureAdminRole(m);
    await m.query(`INSERT INTO role (name, interface, permissions) VALUES ('editor', 'BACK_OFFICE', $1) ON CONFLICT DO NOTHING`, [EDITOR_PERMISSIONS]);
    await m.query(`INSERT INTO customer_group (code, name) VALUES ('general', 'Général'), ('wholesale', 'Professionnels') ON CONFLICT DO NOTHING`);
    const [admin] = await m.query('SELECT 1 FROM admin WHERE lower(email) = $1', [DEMO_ADMIN.email]);
    if (!admin) {
      await m.query('INSERT INTO admin (email, first_name, last_name, password_hash, role_id) VALUES ($1, $2, $3, $4, $5)', [
        DEMO_ADMIN.email,
        DEMO_ADMIN.firstName,
        DEMO_ADMIN.lastName,
        await hashPassword(DEMO_ADMIN.password),
        adminRole.id,
      ]);
    }
    const [customer] = await m.query('SELECT 1 FROM customer WHERE lower(email) = $1', [DEMO_CUSTOMER.email]);
    if (!customer) {
      await m.query(
        `INSERT INTO customer (email, password_hash, customer_type, first_name, last_name, locale, email_verified_at, group_id)
         VALUES ($1, $2, 'INDIVIDUAL', $3, $4, 'fr', now(), (SELECT id FROM customer_group WHERE code = 'general'))`,
        [DEMO_CUSTOMER.email, await hashPassword(DEMO_CUSTOMER.password), DEMO_CUSTOMER.firstName, DEMO_CUSTOMER.lastName],
      );
    }
  });
}
