import { until, useBrowserSuite, type GraphQLRequest } from './browser';
import {
  AdminCustomerActivityDocument,
  AdminCustomerDocument,
  AdminCustomerInvoicesDocument,
  AdminCustomersDocument,
  CreateCustomerDocument,
  CustomerGroupsDocument,
  DeleteCustomersDocument,
} from '../../frontends/admin/src/gql/graphql';
import { answer, refusal, signInStaff, stubConnection as connection, type Stubbed } from './stubs';
import type { CustomerRow } from '../../frontends/admin/src/users/users.graphql';

/**
 * Customers in the back office (issue 25), built, behind the real web server, GraphQL answered by a STUB gateway:
 * create a customer (a taken address shown on its field), delete ticked customers after confirming, and the
 * record's orders tab. The real services are covered by identity's customer-admin and privacy int-specs.
 */
describe('admin customers: create, mass delete, record (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris' } });
  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const notice = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();
  const customer: Stubbed<CustomerRow> = {
    __typename: 'Customer',
    id: 'c-1',
    email: 'claire.martin@example.fr',
    customerType: 'INDIVIDUAL',
    firstName: 'Claire',
    lastName: 'Martin',
    emailVerified: true,
    corporateName: null,
    group: null,
    createdAt: '2025-11-02T09:00:00.000Z',
  };

  beforeEach(() => {
    signInStaff(suite.gateway);
    answer(suite.gateway, CustomerGroupsDocument, () => ({ data: { customerGroups: [] } }));
  });

  it('creates a customer (the server’s EMAIL_TAKEN on its field), then deletes the ticked one after confirming', async () => {
    const { page, gateway, stack } = suite;
    let rows = [customer];
    answer(gateway, AdminCustomersDocument, () => ({ data: { customers: connection('Customer', rows) } }));
    answer(gateway, CreateCustomerDocument, ({ variables }) =>
      variables.input.email === 'claire.martin@example.fr'
        ? refusal('CONFLICT', 'taken', { fieldErrors: { email: 'EMAIL_TAKEN' } })
        : { data: { createCustomer: { ...customer, id: 'c-2', email: variables.input.email, firstName: 'Anne', lastName: 'Roux', emailVerified: false } } },
    );
    answer(gateway, DeleteCustomersDocument, ({ variables }) => {
      rows = rows.filter((r) => !variables.ids.includes(r.id));
      return { data: { deleteCustomers: variables.ids.length } };
    });

    await page.goto(`${stack.baseUrl}/admin/users/customers`);
    await page.getByTestId('customers-table').getByText('claire.martin@example.fr').waitFor();
    await page.getByTestId('customer-create').click();
    await page.getByTestId('customer-form-save').click();
    await page.getByTestId('field-error-email').waitFor(); // the shared rules, nothing sent
    expect(sent('CreateCustomer')).toHaveLength(0);
    await page.getByTestId('customer-form-email').fill('claire.martin@example.fr');
    await page.getByTestId('customer-form-firstName').fill('Anne');
    await page.getByTestId('customer-form-lastName').fill('Roux');
    await page.getByTestId('customer-form-save').click();
    await until(() => sent('CreateCustomer').length === 1 || undefined, 'the first createCustomer');
    await page.getByTestId('field-error-email').waitFor();
    await page.getByTestId('customer-form-email').fill('anne.roux@example.fr');
    // She reads English: her set-password mail will be in English.
    await page.getByTestId('customer-form-locale').click();
    await page
      .locator('.ant-select-item-option:visible')
      .filter({ hasText: /^Anglais$/ })
      .click();
    await page.getByTestId('customer-form-save').click();
    await notice('Client Anne Roux créé');
    expect(sent('CreateCustomer').pop()?.variables).toEqual({
      input: { email: 'anne.roux@example.fr', firstName: 'Anne', lastName: 'Roux', phone: null, customerType: 'INDIVIDUAL', groupCode: null, locale: 'en' },
    });

    const table = page.getByTestId('customers-table');
    await table.locator('tbody tr.ant-table-row').first().locator('.ant-checkbox-input').check();
    await page.getByTestId('customers-delete-selection').click();
    await page.getByText('Les données personnelles sont effacées').waitFor();
    await page.getByTestId('customers-delete-confirm').click();
    await notice('1 client supprimé.');
    expect(sent('DeleteCustomers').map((r) => r.variables)).toEqual([{ ids: ['c-1'] }]);
    await table.getByText('claire.martin@example.fr').waitFor({ state: 'detached' });
  });

  it('shows the record’s tabs with the customer’s orders', async () => {
    const { page, gateway, stack } = suite;
    answer(gateway, AdminCustomerDocument, () => ({
      data: {
        customer: {
          ...customer,
          gender: null,
          birthDate: null,
          company: null,
          phone: '+33612345678',
          tradeName: null,
          siret: null,
          website: null,
          locale: 'fr',
          updatedAt: customer.createdAt,
          addresses: [],
          notes: [],
        },
      },
    }));
    answer(gateway, AdminCustomerActivityDocument, () => ({
      data: {
        orders: connection('Order', [
          {
            __typename: 'Order',
            id: 'o-1',
            number: '2025-000042',
            status: 'COMPLETED' as const,
            placedAt: '2025-11-10T10:00:00.000Z',
            totalCents: 4590,
            currency: 'EUR',
          },
        ]),
      },
    }));
    answer(gateway, AdminCustomerInvoicesDocument, () => ({
      data: {
        invoices: connection('Invoice', [
          {
            __typename: 'Invoice',
            id: 'i-1',
            number: 'F-2025-000007',
            issuedAt: '2025-11-11T10:00:00.000Z',
            totalCents: 4590,
            currency: 'EUR',
            pdfUrl: '/invoices/i-1.pdf',
            order: { __typename: 'Order', id: 'o-1', number: '2025-000042' },
          },
        ]),
      },
    }));
    await page.goto(`${stack.baseUrl}/admin/users/customers/c-1`);
    await page.getByTestId('customer-record-title').getByText('Claire Martin').waitFor();
    await page.getByRole('tab', { name: 'Commandes' }).click();
    await page.getByTestId('customer-orders').getByText('2025-000042').waitFor();
    expect(sent('AdminCustomerActivity')[0]?.variables).toMatchObject({ customerId: 'c-1' });
    await page.getByRole('tab', { name: 'Factures' }).click();
    await page.getByTestId('customer-invoices').getByText('F-2025-000007').waitFor();
    // The customer's own invoices, not those of the orders the first tab loaded.
    expect(sent('AdminCustomerInvoices')[0]?.variables).toMatchObject({ customerId: 'c-1' });
  });
});
