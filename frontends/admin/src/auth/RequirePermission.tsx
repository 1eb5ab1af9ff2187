import type { ReactNode } from 'react';
import type { PermissionKey } from '@guide/vocabulary';
import { AdminErrorPage } from '../pages/AdminErrorPage';
import { useAdmin } from './useAdmin';

/** A screen for holders of one permission key; the others see the 403 page (the API refuses them anyway). */
export function RequirePermission({ permission, children }: { permission: PermissionKey; children: ReactNode }) {
  const { can } = useAdmin();
  return can(permission) ? children : <AdminErrorPage code={403} />;
}
