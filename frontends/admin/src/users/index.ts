/** The back office's user screens (route components): roles and permissions, customers and groups, staff, suppliers. */
export { AdminsPage } from './AdminsPage';
export { CustomerGroupsPage } from './CustomerGroupsPage';
export { CustomersPage } from './CustomersPage';
export { RolePermissionsPage } from './RolePermissionsPage';
export { RolesPage } from './RolesPage';
export { SuppliersPage } from './SuppliersPage';
