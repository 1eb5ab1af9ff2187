import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { PermissionKey } from '@guide/vocabulary';
import { LoginPage } from './auth/LoginPage';
import { LogoutPage } from './auth/LogoutPage';
import { RequireAuth } from './auth/RequireAuth';
import { RequirePermission } from './auth/RequirePermission';
import { useAdmin } from './auth/useAdmin';
import { AuthLayout } from './layout/AuthLayout';
import { MainLayout } from './layout/MainLayout';
import { landingPath } from './layout/menu';
import { AdminErrorPage } from './pages/AdminErrorPage';
import { RouteErrorPage } from './pages/RouteErrorPage';

/**
 * Each area of the back office is its own chunk (with its strings), loaded on the first visit to one of its
 * screens: the first page of the back office parses the layout and the dashboard, not every screen.
 */
const catalog = () => import('./catalog');
const dashboard = () => import('./dashboard');
const cms = () => import('./cms');
const cmsMenus = () => import('./cms/menus');
const cmsBranding = () => import('./cms/branding');
const cmsSliders = () => import('./cms/sliders');
const cmsMedia = () => import('./cms/media');
const cmsForms = () => import('./cms/forms');
const cmsModeration = () => import('./cms/moderation');
const cmsPages = () => import('./cms/pages');
const cmsComponents = () => import('./cms/components');
const cmsBrokenLinks = () => import('./cms/broken-links');
const cmsSeo = () => import('./cms/seo');
const contest = () => import('./contest');
const marketing = () => import('./marketing');
const sales = () => import('./sales');
const parkedEvents = () => import('./settings/parked-events');
const webhooks = () => import('./settings/webhooks');
const apiKeys = () => import('./settings/api-keys');
const channels = () => import('./settings/channels');
const configuration = () => import('./settings/configuration');
const localesSettings = () => import('./settings/languages'); // Settings › Languages (a folder named locales/ would be taken for strings)
const taxRates = () => import('./settings/taxes');
const tableRates = () => import('./settings/table-rates');
const inventorySources = () => import('./settings/inventory-sources');
const currencies = () => import('./settings/currencies');
const users = () => import('./users');
const tickets = () => import('./tickets');

/** A screen of an area's chunk, for holders of `permission` (the others see the 403 page; the API refuses them anyway). */
function screen<M>(permission: PermissionKey, load: () => Promise<M>, render: (area: M) => ReactNode): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const area = await load();
      return { element: <RequirePermission permission={permission}>{render(area)}</RequirePermission> };
    },
  };
}

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
      // Error pages reachable without a session: an expired page or a refused CSRF check (419), and those a
      // signed-out admin or a failing API may be sent to (401, 429, 500, 503). 403 and 404 are inside the layout.
      ...([401, 419, 429, 500, 503] as const).map((code) => ({ path: String(code), element: <AdminErrorPage code={code} /> })),
      {
        element: (
          <RequireAuth>
            <MainLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Landing /> },
          { path: 'welcome', element: <Landing /> },
          // Every card checks its own permission: no guard on the screen itself (issue 25).
          { path: 'dashboard', lazy: async () => ({ Component: (await dashboard()).DashboardPage }) },
          { path: 'catalog/establishments', ...screen('catalog.establishments.list', catalog, (m) => <m.EstablishmentListPage />) },
          { path: 'catalog/establishments/new', ...screen('catalog.establishments.create', catalog, (m) => <m.EstablishmentCreatePage />) },
          { path: 'catalog/establishments/:id/edit', ...screen('catalog.establishments.update', catalog, (m) => <m.EstablishmentEditPage />) },
          { path: 'catalog/products', ...screen('catalog.products.list', catalog, (m) => <m.ProductListPage />) },
          { path: 'catalog/categories', ...screen('catalog.categories.list', catalog, (m) => <m.ProductCategoriesPage />) },
          { path: 'catalog/product-types', ...screen('catalog.product-types.list', catalog, (m) => <m.ProductTypesPage />) },
          { path: 'catalog/attributes', ...screen('catalog.attributes.list', catalog, (m) => <m.AttributesPage />) },
          { path: 'catalog/attribute-families', ...screen('catalog.attribute-families.list', catalog, (m) => <m.AttributeFamiliesPage />) },
          { path: 'catalog/media-categories', ...screen('catalog.media-categories.list', catalog, (m) => <m.MediaCategoriesPage />) },
          { path: 'catalog/bulk-upload', ...screen('catalog.bulk-upload.list', catalog, (m) => <m.BulkUploadPage />) },
          { path: 'sales/orders', ...screen('sales.orders.list', sales, (m) => <m.OrderListPage key="orders" kind="orders" />) },
          { path: 'sales/orders/:id', ...screen('sales.orders.view', sales, (m) => <m.OrderDetailPage kind="orders" />) },
          { path: 'sales/quotes', ...screen('sales.quotes.list', sales, (m) => <m.OrderListPage key="quotes" kind="quotes" />) },
          { path: 'sales/quotes/:id', ...screen('sales.quotes.view', sales, (m) => <m.OrderDetailPage kind="quotes" />) },
          { path: 'sales/shipments', ...screen('sales.shipments.list', sales, (m) => <m.ShipmentListPage />) },
          { path: 'sales/invoices', ...screen('sales.invoices.list', sales, (m) => <m.InvoiceListPage />) },
          { path: 'sales/refunds', ...screen('sales.refunds.list', sales, (m) => <m.RefundListPage />) },
          { path: 'sales/transactions', ...screen('sales.transactions.list', sales, (m) => <m.TransactionListPage />) },
          { path: 'sales/rma', ...screen('sales.rma.list', sales, (m) => <m.ReturnListPage />) },
          { path: 'sales/rma/:id', ...screen('sales.rma.view', sales, (m) => <m.ReturnDetailPage />) },
          { path: 'cms/pages', ...screen('cms.pages.list', cmsPages, (m) => <m.PagesListPage />) },
          { path: 'cms/pages/create', ...screen('cms.pages.create', cmsPages, (m) => <m.PageEditorPage />) },
          { path: 'cms/pages/edit/:id', ...screen('cms.pages.list', cmsPages, (m) => <m.PageEditorPage />) },
          { path: 'cms/components', ...screen('cms.components.list', cmsComponents, (m) => <m.ComponentsListPage />) },
          { path: 'cms/components/create', ...screen('cms.components.create', cmsComponents, (m) => <m.ComponentEditorPage />) },
          { path: 'cms/components/edit/:id', ...screen('cms.components.list', cmsComponents, (m) => <m.ComponentEditorPage />) },
          { path: 'cms/content-types', ...screen('cms.content-types.list', cms, (m) => <m.ContentTypesPage />) },
          { path: 'cms/content-types/:slug/fields', ...screen('cms.custom-fields.list', cms, (m) => <m.CustomFieldsPage />) },
          { path: 'cms/contents', ...screen('cms.posts.list', cms, (m) => <m.TypeLandingPage key="contents" area="contents" />) },
          { path: 'cms/contents/:contentType', ...screen('cms.posts.list', cms, (m) => <m.ContentListPage />) },
          { path: 'cms/contents/:contentType/create', ...screen('cms.posts.create', cms, (m) => <m.ContentFormPage />) },
          { path: 'cms/contents/:contentType/edit/:id', ...screen('cms.posts.list', cms, (m) => <m.ContentFormPage />) },
          { path: 'cms/categories', ...screen('cms.categories.list', cms, (m) => <m.TypeLandingPage key="categories" area="categories" />) },
          { path: 'cms/categories/:contentType', ...screen('cms.categories.list', cms, (m) => <m.CategoriesPage />) },
          { path: 'cms/permalinks', ...screen('cms.permalinks.list', cms, (m) => <m.PermalinksPage />) },
          { path: 'cms/broken-links', ...screen('cms.broken-links.list', cmsBrokenLinks, (m) => <m.BrokenLinksPage />) },
          { path: 'cms/seo', ...screen('cms.seo.list', cmsSeo, (m) => <m.SectionSeoPage />) },
          { path: 'cms/menus', ...screen('cms.menus.list', cmsMenus, (m) => <m.MenusPage />) },
          { path: 'cms/menus/:code', ...screen('cms.menus.list', cmsMenus, (m) => <m.MenuEditorPage />) },
          { path: 'cms/branding', ...screen('settings.branding.view', cmsBranding, (m) => <m.BrandingPage />) },
          { path: 'settings/sliders', ...screen('settings.sliders.list', cmsSliders, (m) => <m.SlidersPage />) },
          { path: 'settings/sliders/:code', ...screen('settings.sliders.list', cmsSliders, (m) => <m.SliderEditorPage />) },
          { path: 'cms/media', ...screen('cms.media.list', cmsMedia, (m) => <m.MediaLibraryPage />) },
          { path: 'cms/forms', ...screen('cms.forms.list', cmsForms, (m) => <m.FormSubmissionsPage />) },
          { path: 'cms/moderation', ...screen('cms.posts.list', cmsModeration, (m) => <m.ModerationPage />) },
          { path: 'marketing/newsletter', ...screen('marketing.newsletter-subscribers.list', cmsForms, (m) => <m.NewsletterSubscribersPage />) },
          { path: 'marketing/coupons', ...screen('marketing.coupons.list', marketing, (m) => <m.CouponsPage />) },
          { path: 'marketing/campaigns', ...screen('marketing.campaigns.list', marketing, (m) => <m.CampaignListPage />) },
          { path: 'marketing/campaigns/new', ...screen('marketing.campaigns.create', marketing, (m) => <m.CampaignEditPage />) },
          { path: 'marketing/campaigns/:id', ...screen('marketing.campaigns.list', marketing, (m) => <m.CampaignEditPage />) },
          { path: 'marketing/reviews', ...screen('marketing.reviews.list', marketing, (m) => <m.ReviewModerationPage />) },
          { path: 'marketing/emails', ...screen('marketing.email-templates.list', marketing, (m) => <m.EmailTemplateListPage />) },
          { path: 'marketing/emails/:code/:locale', ...screen('marketing.email-templates.list', marketing, (m) => <m.EmailTemplateEditPage />) },
          { path: 'marketing/promotions', ...screen('marketing.promotions.list', marketing, (m) => <m.PromotionListPage />) },
          { path: 'marketing/promotions/new', ...screen('marketing.promotions.create', marketing, (m) => <m.PromotionEditPage />) },
          { path: 'marketing/promotions/:id', ...screen('marketing.promotions.list', marketing, (m) => <m.PromotionEditPage />) },
          { path: 'users/roles', ...screen('users.roles.list', users, (m) => <m.RolesPage />) },
          { path: 'users/roles/:id/permissions', ...screen('users.permissions.list', users, (m) => <m.RolePermissionsPage />) },
          { path: 'users/customers', ...screen('users.customers.list', users, (m) => <m.CustomersPage />) },
          { path: 'users/customers/:id', ...screen('users.customers.view', users, (m) => <m.CustomerDetailPage />) },
          { path: 'users/groups', ...screen('users.groups.list', users, (m) => <m.CustomerGroupsPage />) },
          { path: 'users/admins', ...screen('users.admins.list', users, (m) => <m.AdminsPage />) },
          { path: 'users/suppliers', ...screen('users.suppliers.list', users, (m) => <m.SuppliersPage />) },
          { path: 'settings/parked-events', ...screen('settings.configuration.view', parkedEvents, (m) => <m.ParkedEventsPage />) },
          { path: 'settings/webhooks', ...screen('settings.users.list', webhooks, (m) => <m.WebhooksPage />) },
          { path: 'settings/api-keys', ...screen('settings.users.list', apiKeys, (m) => <m.ApiKeysPage />) },
          { path: 'settings/channels', ...screen('settings.channels.list', channels, (m) => <m.ChannelsPage />) },
          { path: 'settings/configuration', ...screen('settings.configuration.view', configuration, (m) => <m.ConfigurationPage />) },
          { path: 'settings/locales', ...screen('settings.configuration.view', localesSettings, (m) => <m.LocalesPage />) },
          { path: 'settings/users', ...screen('users.admins.list', channels, (m) => <m.StaffUsersPage />) },
          { path: 'settings/tax-categories', ...screen('settings.taxes.list', taxRates, (m) => <m.TaxRatesPage />) },
          { path: 'settings/table-rates', ...screen('settings.table-rates.list', tableRates, (m) => <m.TableRatesPage />) },
          { path: 'settings/inventory-sources', ...screen('settings.inventory-sources.list', inventorySources, (m) => <m.InventorySourcesPage />) },
          { path: 'settings/currencies', ...screen('settings.currencies.list', currencies, (m) => <m.CurrenciesPage />) },
          { path: 'contest', element: <Navigate to="/contest/editions" replace /> },
          { path: 'contest/editions', ...screen('contest.editions.list', contest, (m) => <m.EditionsPage />) },
          { path: 'contest/editions/:year/winners', ...screen('contest.winners.list', contest, (m) => <m.WinnersPage />) },
          { path: 'contest/editions/:year/partners', ...screen('contest.partners.list', contest, (m) => <m.PartnersPage />) },
          { path: 'contest/registrations', ...screen('contest.registrations.list', contest, (m) => <m.RegistrationsPage />) },
          { path: 'contest/partner-applications', ...screen('contest.partners.list', contest, (m) => <m.PartnerApplicationsPage />) },
          { path: 'tickets', ...screen('support.tickets.list', tickets, (m) => <m.TicketListPage />) },
          { path: 'tickets/new', ...screen('support.tickets.create', tickets, (m) => <m.TicketFormPage />) },
          { path: 'tickets/users', ...screen('support.ticket-users.list', tickets, (m) => <m.TicketUsersPage />) },
          { path: 'tickets/groups', ...screen('support.ticket-groups.list', tickets, (m) => <m.TicketGroupsPage />) },
          { path: 'tickets/fields', ...screen('support.ticket-fields.list', tickets, (m) => <m.TicketFieldsPage />) },
          { path: 'tickets/:id', ...screen('support.tickets.view', tickets, (m) => <m.TicketFormPage />) },
          { path: '403', element: <AdminErrorPage code={403} /> },
          { path: '404', element: <AdminErrorPage code={404} /> },
          { path: '*', element: <AdminErrorPage code={404} /> },
        ],
      },
    ],
  },
];
