import { EntityManager } from 'typeorm';
import { ALL_PERMISSIONS } from '@guide/platform';

export const ADMIN_ROLE_NAME = 'admin';

/**
 * Upserts the back-office role `admin` with every permission of the catalogue (new keys included).
 * Shared by the demo seed and `npm run create-admin`; the unique index on lower(name) settles two
 * runs at once. `created` tells an insert from an update (xmax is 0 only on a freshly inserted row).
 */
export async function ensureAdminRole(manager: EntityManager): Promise<{ id: string; created: boolean; permissions: number }> {
  const permissions = [...ALL_PERMISSIONS].sort();
  const [row] = await manager.query(
    `INSERT INTO role (name, interface, permissions) VALUES ($1, 'BACK_OFFICE', $2)
     ON CONFLICT ((lower(name))) DO UPDATE SET permissions = EXCLUDED.permissions, updated_at = now()
     RETURNING id, (xmax = 0) AS created`,
    [ADMIN_ROLE_NAME, permissions],
  );
  return { id: row.id, created: row.created, permissions: permissions.length };
}
