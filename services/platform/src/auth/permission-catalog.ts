/**
 * The permission catalogue lives in @guide/vocabulary (the admin app imports it too); the platform
 * re-exports it so services keep one import (`@guide/platform`).
 */
export {
  ALL_PERMISSIONS,
  DASHBOARD_PERMISSION,
  PERMISSION_CATALOG,
  isKnownPermission,
  permissionsOfArea,
  type PermissionAction,
  type PermissionArea,
  type PermissionGroup,
  type PermissionKey,
  type PermissionResource,
} from '@guide/vocabulary';
