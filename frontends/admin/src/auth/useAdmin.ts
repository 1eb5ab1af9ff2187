import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorCode } from '@guide/ui';
import type { PermissionKey } from '@guide/vocabulary';
import { ADMIN_ME, type CurrentAdmin } from './auth.graphql';
import { isSignedOutConfirmed, useSessionCheck } from './session';

export interface AdminState {
  admin: CurrentAdmin | null;
  /** True until we know whether an administrator is signed in (including one refresh attempt). */
  loading: boolean;
  /** The gateway could not be reached: neither signed in nor out. */
  unreachable: boolean;
  retry(): void;
  /** Whether the admin's role holds the permission key (only catalogue keys compile). */
  can(permission: PermissionKey): boolean;
}

/** The signed-in administrator; a null `adminMe` is confirmed by one refresh attempt first. */
export function useAdmin(): AdminState {
  const { data, loading, error, refetch } = useQuery(ADMIN_ME, { fetchPolicy: 'cache-first', errorPolicy: 'all' });
  const admin = data?.adminMe ?? null;
  const unreachable = !admin && errorCode(error) === 'NETWORK';
  const needsCheck = !loading && !admin && !unreachable && !isSignedOutConfirmed();
  useSessionCheck(needsCheck, refetch);
  const permissions = admin?.permissions;
  const can = useCallback((permission: PermissionKey) => Boolean(permissions?.includes(permission)), [permissions]);
  return {
    admin,
    loading: loading || needsCheck,
    unreachable,
    retry: () => void refetch(),
    can,
  };
}
