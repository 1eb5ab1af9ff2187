import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { LogoutPage } from './auth/LogoutPage';
import { RequireAuth } from './auth/RequireAuth';
import { EstablishmentCreatePage } from './catalog/establishments/EstablishmentCreatePage';
import { EstablishmentListPage } from './catalog/establishments/EstablishmentListPage';
import { AuthLayout } from './layout/AuthLayout';
import { MainLayout } from './layout/MainLayout';
import { AdminErrorPage } from './pages/AdminErrorPage';
import { DashboardPage } from './pages/DashboardPage';
import { RouteErrorPage } from './pages/RouteErrorPage';

/** Paths are relative to the router basename `/admin` (spec: back office routes). */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: 'login', element: <AuthLayout />, children: [{ index: true, element: <LoginPage /> }] },
      { path: 'logout', element: <LogoutPage /> },
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
          { path: 'catalog/establishments', element: <EstablishmentListPage /> },
          { path: 'catalog/establishments/new', element: <EstablishmentCreatePage /> },
          { path: '403', element: <AdminErrorPage code={403} /> },
          { path: '404', element: <AdminErrorPage code={404} /> },
          { path: '*', element: <AdminErrorPage code={404} /> },
        ],
      },
    ],
  },
];
