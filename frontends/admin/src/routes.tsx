import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { LogoutPage } from './auth/LogoutPage';
import { RequireAuth } from './auth/RequireAuth';
import { RequirePermission } from './auth/RequirePermission';
import { useAdmin } from './auth/useAdmin';
import {
  AttributeFamiliesPage,
  AttributesPage,
  BulkUploadPage,
  EstablishmentCreatePage,
  EstablishmentEditPage,
  EstablishmentListPage,
  MediaCategoriesPage,
  ProductCategoriesPage,
  ProductListPage,
  ProductTypesPage,
} from './catalog';
import { CategoriesPage, ContentFormPage, ContentListPage, ContentTypesPage, CustomFieldsPage, PermalinksPage, TypeLandingPage } from './cms';
import { MenuEditorPage, MenusPage } from './cms/menus';
import { BrandingPage } from './cms/branding';
import { SliderEditorPage, SlidersPage } from './cms/sliders';
import { MediaLibraryPage } from './cms/media';
import { FormSubmissionsPage, NewsletterSubscribersPage } from './cms/forms';
import { ModerationPage } from './cms/moderation';
import { PageEditorPage, PagesListPage } from './cms/pages';
import { BrokenLinksPage } from './cms/broken-links';
import { SectionSeoPage } from './cms/seo';
import { EditionsPage, PartnerApplicationsPage, PartnersPage, RegistrationsPage, WinnersPage } from './contest';
import { AuthLayout } from './layout/AuthLayout';
import { MainLayout } from './layout/MainLayout';
import { landingPath } from './layout/menu';
import { CouponsPage } from './marketing';
import { AdminErrorPage } from './pages/AdminErrorPage';
import { DashboardPage } from './pages/DashboardPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { OrderDetailPage, OrderListPage } from './sales';
import { ParkedEventsPage } from './settings/parked-events';
import { AdminsPage } from './users/AdminsPage';
import { CustomerGroupsPage } from './users/CustomerGroupsPage';
import { CustomersPage } from './users/CustomersPage';
import { RolePermissionsPage } from './users/RolePermissionsPage';
import { RolesPage } from './users/RolesPage';
import { SuppliersPage } from './users/SuppliersPage';
import { TicketFieldsPage, TicketFormPage, TicketGroupsPage, TicketListPage, TicketUsersPage } from './tickets';

/** `/`: the dashboard, or the first screen of the menu for those who may not see it (a ticket agent: /tickets). */
function Landing() {
  const { can } = useAdmin();
  return <Navigate to={landingPath(can)} replace />;
}

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
          { index: true, element: <Landing /> },
          { path: 'welcome', element: <Landing /> },
          { path: 'dashboard', element: <DashboardPage /> },
          {
            path: 'catalog/establishments',
            element: (
              <RequirePermission permission="catalog.establishments.list">
                <EstablishmentListPage />
              </RequirePermission>
            ),
          },
          {
            path: 'catalog/establishments/new',
            element: (
              <RequirePermission permission="catalog.establishments.create">
                <EstablishmentCreatePage />
              </RequirePermission>
            ),
          },
          {
            path: 'catalog/establishments/:id/edit',
            element: (
              <RequirePermission permission="catalog.establishments.update">
                <EstablishmentEditPage />
              </RequirePermission>
            ),
          },
          {
            path: 'catalog/products',
            element: (
              <RequirePermission permission="catalog.products.list">
                <ProductListPage />
              </RequirePermission>
            ),
          },
          {
            path: 'catalog/categories',
            element: (
              <RequirePermission permission="catalog.categories.list">
                <ProductCategoriesPage />
              </RequirePermission>
            ),
          },
          {
            path: 'catalog/product-types',
            element: (
              <RequirePermission permission="catalog.product-types.list">
                <ProductTypesPage />
              </RequirePermission>
            ),
          },
          {
            path: 'catalog/attributes',
            element: (
              <RequirePermission permission="catalog.attributes.list">
                <AttributesPage />
              </RequirePermission>
            ),
          },
          {
            path: 'catalog/attribute-families',
            element: (
              <RequirePermission permission="catalog.attribute-families.list">
                <AttributeFamiliesPage />
              </RequirePermission>
            ),
          },
          {
            path: 'catalog/media-categories',
            element: (
              <RequirePermission permission="catalog.media-categories.list">
                <MediaCategoriesPage />
              </RequirePermission>
            ),
          },
          {
            path: 'catalog/bulk-upload',
            element: (
              <RequirePermission permission="catalog.bulk-upload.list">
                <BulkUploadPage />
              </RequirePermission>
            ),
          },
          {
            path: 'sales/orders',
            element: (
              <RequirePermission permission="sales.orders.list">
                <OrderListPage key="orders" kind="orders" />
              </RequirePermission>
            ),
          },
          {
            path: 'sales/orders/:id',
            element: (
              <RequirePermission permission="sales.orders.view">
                <OrderDetailPage kind="orders" />
              </RequirePermission>
            ),
          },
          {
            path: 'sales/quotes',
            element: (
              <RequirePermission permission="sales.quotes.list">
                <OrderListPage key="quotes" kind="quotes" />
              </RequirePermission>
            ),
          },
          {
            path: 'sales/quotes/:id',
            element: (
              <RequirePermission permission="sales.quotes.view">
                <OrderDetailPage kind="quotes" />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/pages',
            element: (
              <RequirePermission permission="cms.pages.list">
                <PagesListPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/pages/create',
            element: (
              <RequirePermission permission="cms.pages.create">
                <PageEditorPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/pages/edit/:id',
            element: (
              <RequirePermission permission="cms.pages.list">
                <PageEditorPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/content-types',
            element: (
              <RequirePermission permission="cms.content-types.list">
                <ContentTypesPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/content-types/:slug/fields',
            element: (
              <RequirePermission permission="cms.custom-fields.list">
                <CustomFieldsPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/contents',
            element: (
              <RequirePermission permission="cms.posts.list">
                <TypeLandingPage key="contents" area="contents" />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/contents/:contentType',
            element: (
              <RequirePermission permission="cms.posts.list">
                <ContentListPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/contents/:contentType/create',
            element: (
              <RequirePermission permission="cms.posts.create">
                <ContentFormPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/contents/:contentType/edit/:id',
            element: (
              <RequirePermission permission="cms.posts.list">
                <ContentFormPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/categories',
            element: (
              <RequirePermission permission="cms.categories.list">
                <TypeLandingPage key="categories" area="categories" />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/categories/:contentType',
            element: (
              <RequirePermission permission="cms.categories.list">
                <CategoriesPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/permalinks',
            element: (
              <RequirePermission permission="cms.permalinks.list">
                <PermalinksPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/broken-links',
            element: (
              <RequirePermission permission="cms.broken-links.list">
                <BrokenLinksPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/seo',
            element: (
              <RequirePermission permission="cms.seo.list">
                <SectionSeoPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/menus',
            element: (
              <RequirePermission permission="cms.menus.list">
                <MenusPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/menus/:code',
            element: (
              <RequirePermission permission="cms.menus.list">
                <MenuEditorPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/branding',
            element: (
              <RequirePermission permission="settings.branding.view">
                <BrandingPage />
              </RequirePermission>
            ),
          },
          {
            path: 'settings/sliders',
            element: (
              <RequirePermission permission="settings.sliders.list">
                <SlidersPage />
              </RequirePermission>
            ),
          },
          {
            path: 'settings/sliders/:code',
            element: (
              <RequirePermission permission="settings.sliders.list">
                <SliderEditorPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/media',
            element: (
              <RequirePermission permission="cms.media.list">
                <MediaLibraryPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/forms',
            element: (
              <RequirePermission permission="cms.forms.list">
                <FormSubmissionsPage />
              </RequirePermission>
            ),
          },
          {
            path: 'cms/moderation',
            element: (
              <RequirePermission permission="cms.posts.list">
                <ModerationPage />
              </RequirePermission>
            ),
          },
          {
            path: 'marketing/newsletter',
            element: (
              <RequirePermission permission="marketing.newsletter-subscribers.list">
                <NewsletterSubscribersPage />
              </RequirePermission>
            ),
          },
          {
            path: 'marketing/coupons',
            element: (
              <RequirePermission permission="marketing.coupons.list">
                <CouponsPage />
              </RequirePermission>
            ),
          },
          {
            path: 'users/roles',
            element: (
              <RequirePermission permission="users.roles.list">
                <RolesPage />
              </RequirePermission>
            ),
          },
          {
            path: 'users/roles/:id/permissions',
            element: (
              <RequirePermission permission="users.permissions.list">
                <RolePermissionsPage />
              </RequirePermission>
            ),
          },
          {
            path: 'users/customers',
            element: (
              <RequirePermission permission="users.customers.list">
                <CustomersPage />
              </RequirePermission>
            ),
          },
          {
            path: 'users/groups',
            element: (
              <RequirePermission permission="users.groups.list">
                <CustomerGroupsPage />
              </RequirePermission>
            ),
          },
          {
            path: 'users/admins',
            element: (
              <RequirePermission permission="users.admins.list">
                <AdminsPage />
              </RequirePermission>
            ),
          },
          {
            path: 'users/suppliers',
            element: (
              <RequirePermission permission="users.suppliers.list">
                <SuppliersPage />
              </RequirePermission>
            ),
          },
          {
            path: 'settings/parked-events',
            element: (
              <RequirePermission permission="settings.configuration.view">
                <ParkedEventsPage />
              </RequirePermission>
            ),
          },
          { path: 'contest', element: <Navigate to="/contest/editions" replace /> },
          {
            path: 'contest/editions',
            element: (
              <RequirePermission permission="contest.editions.list">
                <EditionsPage />
              </RequirePermission>
            ),
          },
          {
            path: 'contest/editions/:year/winners',
            element: (
              <RequirePermission permission="contest.winners.list">
                <WinnersPage />
              </RequirePermission>
            ),
          },
          {
            path: 'contest/editions/:year/partners',
            element: (
              <RequirePermission permission="contest.partners.list">
                <PartnersPage />
              </RequirePermission>
            ),
          },
          {
            path: 'contest/registrations',
            element: (
              <RequirePermission permission="contest.registrations.list">
                <RegistrationsPage />
              </RequirePermission>
            ),
          },
          {
            path: 'contest/partner-applications',
            element: (
              <RequirePermission permission="contest.partners.list">
                <PartnerApplicationsPage />
              </RequirePermission>
            ),
          },
          {
            path: 'tickets',
            element: (
              <RequirePermission permission="support.tickets.list">
                <TicketListPage />
              </RequirePermission>
            ),
          },
          {
            path: 'tickets/new',
            element: (
              <RequirePermission permission="support.tickets.create">
                <TicketFormPage />
              </RequirePermission>
            ),
          },
          {
            path: 'tickets/users',
            element: (
              <RequirePermission permission="support.ticket-users.list">
                <TicketUsersPage />
              </RequirePermission>
            ),
          },
          {
            path: 'tickets/groups',
            element: (
              <RequirePermission permission="support.ticket-groups.list">
                <TicketGroupsPage />
              </RequirePermission>
            ),
          },
          {
            path: 'tickets/fields',
            element: (
              <RequirePermission permission="support.ticket-fields.list">
                <TicketFieldsPage />
              </RequirePermission>
            ),
          },
          {
            path: 'tickets/:id',
            element: (
              <RequirePermission permission="support.tickets.view">
                <TicketFormPage />
              </RequirePermission>
            ),
          },
          { path: '403', element: <AdminErrorPage code={403} /> },
          { path: '404', element: <AdminErrorPage code={404} /> },
          { path: '*', element: <AdminErrorPage code={404} /> },
        ],
      },
    ],
  },
];
