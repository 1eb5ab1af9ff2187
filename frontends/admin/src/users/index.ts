/** The back office's user screens (route components): roles and permissions, customers and groups, staff, suppliers. */
export { AdminsPage } from './AdminsPage';
export { CustomerGroupsPage } from './CustomerGroupsPage';
export { CustomerDetailPage, CustomersPage } from './customers';
export { RolePermissionsPage } from './RolePermissionsPage';
export { RolesPage } from './RolesPage';
export { SuppliersPage } from './SuppliersPage';
