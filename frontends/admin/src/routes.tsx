import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { LogoutPage } from './auth/LogoutPage';
import { RequireAuth } from './auth/RequireAuth';
import { RequirePermission } from './auth/RequirePermission';
import { EstablishmentCreatePage, EstablishmentEditPage, EstablishmentListPage } from './catalog';
import { AuthLayout } from './layout/AuthLayout';
import { MainLayout } from './layout/MainLayout';
import { AdminErrorPage } from './pages/AdminErrorPage';
import { DashboardPage } from './pages/DashboardPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { ParkedEventsPage } from './settings/parked-events';
import { AdminsPage } from './users/AdminsPage';
import { CustomerGroupsPage } from './users/CustomerGroupsPage';
import { CustomersPage } from './users/CustomersPage';
import { RolePermissionsPage } from './users/RolePermissionsPage';
import { RolesPage } from './users/RolesPage';
import { SuppliersPage } from './users/SuppliersPage';

/** Paths are relative to the router basename `/admin` (spec: back office routes). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'login', element: <AuthLayout />, children: [{ index: true, element: <LoginPage /> }] },
      { path: 'logout', element: <LogoutPage /> },
      // An expired page or a refused CSRF check; reachable without a session.
      { path: '419', element: <AdminErrorPage code={419} /> },
      {
        element: (
          <RequireAuth>
            <MainLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          { path: 'welcome', element: <Navigate to="/dashboard" replace /> },
          { path: 'dashboard', element: <DashboardPage /> },
          {
            path: 'catalog/establishments',
            element: <RequirePermission permission="catalog.establishments.list"><EstablishmentListPage /></RequirePermission>,
          },
          {
            path: 'catalog/establishments/new',
            element: <RequirePermission permission="catalog.establishments.create"><EstablishmentCreatePage /></RequirePermission>,
          },
          {
            path: 'catalog/establishments/:id/edit',
            element: <RequirePermission permission="catalog.establishments.update"><EstablishmentEditPage /></RequirePermission>,
          },
          { path: 'users/roles', element: <RequirePermission permission="users.roles.list"><RolesPage /></RequirePermission> },
          {
            path: 'users/roles/:id/permissions',
            element: <RequirePermission permission="users.permissions.list"><RolePermissionsPage /></RequirePermission>,
          },
          { path: 'users/customers', element: <RequirePermission permission="users.customers.list"><CustomersPage /></RequirePermission> },
          { path: 'users/groups', element: <RequirePermission permission="users.groups.list"><CustomerGroupsPage /></RequirePermission> },
          { path: 'users/admins', element: <RequirePermission permission="users.admins.list"><AdminsPage /></RequirePermission> },
          { path: 'users/suppliers', element: <RequirePermission permission="users.suppliers.list"><SuppliersPage /></RequirePermission> },
          {
            path: 'settings/parked-events',
            element: <RequirePermission permission="settings.configuration.view"><ParkedEventsPage /></RequirePermission>,
          },
          { path: '403', element: <AdminErrorPage code={403} /> },
          { path: '404', element: <AdminErrorPage code={404} /> },
          { path: '*', element: <AdminErrorPage code={404} /> },
        ],
      },
    ],
  },
];
