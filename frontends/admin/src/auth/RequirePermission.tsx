import type { ReactNode } from 'react';
import { AdminErrorPage } from '../pages/AdminErrorPage';
import { useAdmin } from './useAdmin';

/** A screen for holders of one permission key; the others see the 403 page (the API refuses them anyway). */
export function RequirePermission({ permission, children }: { permission: string; children: ReactNode }) {
  const { can } = useAdmin();
  return can(permission) ? children : <AdminErrorPage code={403} />;
}
