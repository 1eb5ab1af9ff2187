import { useBrowserSuite, type GraphQLRequest } from './browser';
import {
  AdminMeDocument,
  AdminRefreshSessionDocument,
  DashboardLowStockDocument,
  DashboardOpenTicketsDocument,
  DashboardPaymentsWaitingDocument,
  DashboardSalesDocument,
  type DashboardSalesQuery,
} from '../../frontends/admin/src/gql/graphql';
import { answer, type Stubbed } from './stubs';

/**
 * The back office dashboard (issue 25): the period's sales and one card per indicator, each shown (and
 * asked for) only with its permission; an empty period says so. Built admin behind the real web server,
 * a STUB gateway. The API: services/commerce/src/dashboard/dashboard.int-spec.ts.
 */
describe('admin dashboard (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris' } });
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);

  function signedIn(permissions: string[]) {
    answer(suite.gateway, AdminMeDocument, () => ({
      data: {
        adminMe: {
          __typename: 'Admin',
          id: 'a-1',
          email: 'direction@example.com',
          firstName: 'Diane',
          lastName: 'Direction',
          permissions,
          role: { __typename: 'Role', id: 'r-1', name: 'direction' },
        },
      },
    }));
    answer(suite.gateway, AdminRefreshSessionDocument, () => ({ data: null, errors: [{ message: 'No session', extensions: { code: 'UNAUTHENTICATED' } }] }));
  }

  const summary = (orders: number): Stubbed<DashboardSalesQuery['salesSummary']> => ({
    __typename: 'SalesSummary',
    salesCents: orders * 5000,
    orderCount: orders,
    averageOrderCents: orders ? 5000 : 0,
    salesByDay: ['2026-11-28', '2026-11-29'].map((day, i) => ({ __typename: 'SalesDay', day, salesCents: i ? orders * 5000 : 0, orderCount: i ? orders : 0 })),
    topProducts: orders ? [{ __typename: 'ProductSales', productId: 'p-1', name: 'Confiture de cassis', quantity: 2 * orders, salesCents: orders * 1600 }] : [],
    ordersByStatus: [
      { __typename: 'StatusCount', status: 'PROCESSING', count: orders },
      { __typename: 'StatusCount', status: 'CANCELED', count: 0 },
    ],
  });

  it('shows the sales and the cards the permissions allow, each linking to its list', async () => {
    const { page, stack } = suite;
    signedIn(['dashboard.view', 'sales.orders.list', 'support.tickets.list']);
    answer(suite.gateway, DashboardSalesDocument, () => ({ data: { salesSummary: summary(3) } }));
    answer(suite.gateway, DashboardPaymentsWaitingDocument, () => ({ data: { orders: { __typename: 'OrderConnection', totalCount: 4 } } }));
    answer(suite.gateway, DashboardOpenTicketsDocument, () => ({
      data: { fresh: { __typename: 'TicketConnection', totalCount: 2 }, inProgress: { __typename: 'TicketConnection', totalCount: 5 } },
    }));
    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    await page.getByTestId('dashboard-sales-total').getByText('150,00').waitFor();
    await page.getByTestId('dashboard-sales-chart').waitFor();
    await page.getByTestId('dashboard-top-products').getByText('Confiture de cassis').waitFor();
    await page.getByTestId('dashboard-card-paymentsWaiting').getByText('4').waitFor();
    await page.getByTestId('dashboard-card-openTickets').getByText('7').waitFor();
    expect(await page.getByTestId('dashboard-card-lowStock').count()).toBe(0);
    expect(await page.getByTestId('dashboard-card-reviewsToModerate').count()).toBe(0);
    expect(sent('DashboardLowStock')).toHaveLength(0);
    // last 30 days by default, sent as Paris midnights
    const variables = sent('DashboardSales')[0].variables as { from: string; to: string };
    expect(Date.parse(variables.to) - Date.parse(variables.from)).toBeGreaterThanOrEqual(30 * 86_400_000 - 3_600_000);
    await page.getByTestId('dashboard-card-paymentsWaiting').getByRole('link').click();
    await page.waitForURL(/\/admin\/sales\/orders\?status=PENDING_PAYMENT$/);
  });

  it('without dashboard.view: no sales, only the allowed cards; an empty period says so', async () => {
    const { page, stack } = suite;
    signedIn(['catalog.products.list']);
    answer(suite.gateway, DashboardLowStockDocument, () => ({ data: { lowStockCount: 3 } }));
    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.getByTestId('dashboard-card-lowStock').getByText('3').waitFor();
    expect(await page.getByTestId('dashboard-sales').count()).toBe(0);
    expect(sent('DashboardSales')).toHaveLength(0);

    signedIn(['dashboard.view']);
    answer(suite.gateway, DashboardSalesDocument, () => ({ data: { salesSummary: summary(0) } }));
    await page.goto(`${stack.baseUrl}/admin/dashboard?period=thisYear`);
    await page.getByText('Aucune commande sur cette période.').first().waitFor();
  });
});
