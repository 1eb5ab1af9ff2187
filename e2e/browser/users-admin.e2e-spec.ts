import { ALL_PERMISSIONS } from '../../services/platform/src/auth/permission-catalog';
import { followAdminMenu, until, useBrowserSuite, type GraphQLRequest } from './browser';
import {
  AddCustomerNoteDocument,
  AdminCustomerDocument,
  AdminCustomersDocument,
  AdminMeDocument,
  AdminRefreshSessionDocument,
  CreateSupplierDocument,
  CustomerGroupsDocument,
  DeleteCustomerNoteDocument,
  DeleteSupplierDocument,
  SuppliersDocument,
} from '../../frontends/admin/src/gql/graphql';
import { answer, refusal, stubConnection as connection, type Stubbed } from './stubs';
import type { CustomerGroupRow, CustomerRow, SupplierRow } from '../../frontends/admin/src/users/users.graphql';

/**
 * The back office's Users screens added with customer notes, customer filters and suppliers, built, behind
 * the real web server; GraphQL answered by a STUB gateway (see browser.ts) that plays the identity subgraph
 * per operation name. The real service is covered by the identity integration specs and the platform e2e suite.
 */
describe('admin users screens: notes, filters, suppliers (browser, stub gateway)', () => {
  // Dates show in the browser's time zone: Paris, like the team using the back office.
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris' } });

  const sent = (operationName: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operationName);
  const notice = (text: string) => suite.page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();
  /** Picks an option of the open antd select. */
  const choose = async (testId: string, option: string) => {
    await suite.page.getByTestId(testId).click();
    await suite.page
      .locator('.ant-select-item-option:visible')
      .filter({ hasText: new RegExp(`^${option}$`) })
      .click();
  };

  /** A signed-in administrator holding these permissions. */
  function signedIn(permissions: string[] = ALL_PERMISSIONS) {
    answer(suite.gateway, AdminMeDocument, () => ({
      data: {
        adminMe: {
          __typename: 'Admin',
          id: 'a-1',
          email: 'admin@example.com',
          firstName: 'Admin',
          lastName: 'Guide',
          permissions,
          role: { __typename: 'Role', id: 'r-admin', name: 'admin' },
        },
      },
    }));
    answer(suite.gateway, AdminRefreshSessionDocument, () => refusal('UNAUTHENTICATED', 'No session'));
  }

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
  const GROUPS: Stubbed<CustomerGroupRow>[] = [
    { __typename: 'CustomerGroup', id: 'g-general', code: 'general', name: 'Général', customerCount: 1 },
    { __typename: 'CustomerGroup', id: 'g-wholesale', code: 'wholesale', name: 'Professionnels', customerCount: 0 },
  ];

  it('adds a staff note to a customer, newest first with author and French date, and deletes one after confirming', async () => {
    const { page, gateway, stack } = suite;
    signedIn();
    const notes = [
      { __typename: 'CustomerNote', id: 'n-1', body: 'Allergique aux fruits à coque', authorName: 'Léa Cave', createdAt: '2025-11-20T08:15:00.000Z' },
    ];
    answer(gateway, AdminCustomersDocument, () => ({ data: { customers: connection('Customer', [customer]) } }));
    answer(gateway, CustomerGroupsDocument, () => ({ data: { customerGroups: GROUPS } }));
    answer(gateway, AdminCustomerDocument, () => ({
      data: {
        customer: {
          ...customer,
          gender: null,
          birthDate: null,
          company: null,
          phone: null,
          tradeName: null,
          siret: null,
          website: null,
          locale: 'fr',
          updatedAt: customer.createdAt,
          addresses: [],
          notes: [...notes],
        },
      },
    }));
    answer(gateway, AddCustomerNoteDocument, ({ variables }) => {
      const note = {
        __typename: 'CustomerNote',
        id: `n-${notes.length + 1}`,
        body: variables.body,
        authorName: 'Admin Guide',
        createdAt: '2025-11-21T17:30:00.000Z',
      };
      notes.unshift(note);
      return { data: { addCustomerNote: note } };
    });
    answer(gateway, DeleteCustomerNoteDocument, ({ variables }) => {
      notes.splice(
        notes.findIndex((n) => n.id === variables.id),
        1,
      );
      return { data: { deleteCustomerNote: true } };
    });

    await page.goto(`${stack.baseUrl}/admin/users/customers`);
    await page.getByTestId('customer-view-claire.martin@example.fr').click();
    const section = page.getByTestId('customer-notes');
    await section.getByText('Notes internes').waitFor();
    await section.getByText('Allergique aux fruits à coque').waitFor();
    expect(await section.getByTestId('customer-note-byline').textContent()).toBe('Léa Cave, le 20/11/2025 à 09:15');

    // Empty: refused by the form, nothing sent.
    await section.getByTestId('customer-note-body').fill('   ');
    await section.getByTestId('customer-note-add').click();
    await page.getByTestId('field-error-body').waitFor();
    expect(await page.getByTestId('field-error-body').textContent()).toBe('Ce champ est obligatoire');
    expect(sent('AddCustomerNote')).toHaveLength(0);

    await section.getByTestId('customer-note-body').fill('  A appelé pour décaler sa livraison\n<b>urgent</b>  ');
    await section.getByTestId('customer-note-add').click();
    await notice('Note ajoutée.');
    expect(sent('AddCustomerNote').map((r) => r.variables)).toEqual([{ customerId: 'c-1', body: 'A appelé pour décaler sa livraison\n<b>urgent</b>' }]);
    await section.getByTestId('customer-note').nth(1).waitFor();
    const items = section.getByTestId('customer-note');
    expect(await items.nth(0).getByTestId('customer-note-byline').textContent()).toBe('Admin Guide, le 21/11/2025 à 18:30');
    // Markup is shown as typed, never interpreted.
    expect(await items.nth(0).getByTestId('customer-note-body-text').textContent()).toBe('A appelé pour décaler sa livraison\n<b>urgent</b>');
    expect(await items.nth(0).locator('b').count()).toBe(0);
    expect(await items.nth(1).textContent()).toContain('Allergique aux fruits à coque');
    expect(await section.getByTestId('customer-note-body').inputValue()).toBe('');

    await section.getByTestId('customer-note-delete-n-1').click();
    await page.locator('.ant-popconfirm').getByText('Supprimer cette note ?').waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Supprimer' }).click();
    await notice('Note supprimée.');
    expect(sent('DeleteCustomerNote').map((r) => r.variables)).toEqual([{ id: 'n-1' }]);
    await section.getByText('Allergique aux fruits à coque').waitFor({ state: 'detached' });
    expect(await items.count()).toBe(1);
  });

  it('shows notes read-only without users.customers.notes', async () => {
    const { page, gateway, stack } = suite;
    signedIn(['dashboard.view', 'users.customers.list', 'users.customers.view']);
    answer(gateway, AdminCustomersDocument, () => ({ data: { customers: connection('Customer', [customer]) } }));
    answer(gateway, AdminCustomerDocument, () => ({
      data: {
        customer: {
          ...customer,
          gender: null,
          birthDate: null,
          company: null,
          phone: null,
          tradeName: null,
          siret: null,
          website: null,
          locale: 'fr',
          updatedAt: customer.createdAt,
          addresses: [],
          notes: [{ __typename: 'CustomerNote', id: 'n-1', body: 'Client fidèle', authorName: 'Léa Cave', createdAt: '2025-11-20T08:15:00.000Z' }],
        },
      },
    }));
    await page.goto(`${stack.baseUrl}/admin/users/customers`);
    expect(await page.getByTestId('customers-filter-group').count()).toBe(0); // no users.groups.list
    await page.getByTestId('customer-view-claire.martin@example.fr').click();
    await page.getByTestId('customer-notes').getByText('Client fidèle').waitFor();
    expect(await page.getByTestId('customer-note-body').count()).toBe(0);
    expect(await page.getByTestId('customer-note-delete-n-1').count()).toBe(0);
  });

  it('filters customers by type, group and e-mail confirmation', async () => {
    const { page, gateway, stack } = suite;
    signedIn();
    answer(gateway, CustomerGroupsDocument, () => ({ data: { customerGroups: GROUPS } }));
    answer(gateway, AdminCustomersDocument, ({ variables }) => {
      const pro: Stubbed<CustomerRow> = {
        ...customer,
        id: 'c-2',
        email: 'pic@example.fr',
        customerType: 'PROFESSIONAL',
        firstName: 'Anne-Sophie',
        lastName: 'Pic',
        corporateName: 'Maison Pic SAS',
        emailVerified: false,
        group: { __typename: 'CustomerGroup', id: 'g-wholesale', code: 'wholesale', name: 'Professionnels' },
      };
      const matches = [customer, pro].filter(
        (c) =>
          (!variables.customerType || c.customerType === variables.customerType) &&
          (!variables.groupId || c.group?.id === variables.groupId) &&
          (variables.emailVerified === undefined || c.emailVerified === variables.emailVerified),
      );
      return { data: { customers: connection('Customer', matches) } };
    });
    await page.goto(`${stack.baseUrl}/admin/users/customers`);
    const table = page.getByTestId('customers-table');
    await table.getByText('pic@example.fr').waitFor();
    await table.getByText('claire.martin@example.fr').waitFor();

    await choose('customers-filter-type', 'Professionnel');
    await table.getByText('claire.martin@example.fr').waitFor({ state: 'detached' });
    expect(sent('AdminCustomers').pop()?.variables).toEqual({ search: null, customerType: 'PROFESSIONAL', first: 20, after: null });

    await choose('customers-filter-group', 'Professionnels');
    await choose('customers-filter-verified', 'E-mail non confirmé');
    // The list already shows one client: wait for the request of the last filter, not for the page to change.
    await until(() => sent('AdminCustomers').find((r) => r.variables.emailVerified === false), 'the e-mail confirmation filter');
    await page.getByTestId('customers-page-info').getByText('Page 1 sur 1 · 1 client').waitFor();
    expect(sent('AdminCustomers').pop()?.variables).toEqual({
      search: null,
      customerType: 'PROFESSIONAL',
      groupId: 'g-wholesale',
      emailVerified: false,
      first: 20,
      after: null,
    });
    await table.getByText('pic@example.fr').waitFor();

    await choose('customers-filter-verified', 'E-mail confirmé');
    await table.getByText('Aucun client ne correspond à ces critères').waitFor();
    expect(sent('AdminCustomers').pop()?.variables).toMatchObject({ emailVerified: true });

    const before = sent('AdminCustomers').length;
    await page.getByTestId('customers-filter-reset').click();
    // The unfiltered list is in the cache, so it shows before its request (cache and network) reaches the gateway.
    await table.getByText('claire.martin@example.fr').waitFor();
    const reset = await until(() => sent('AdminCustomers')[before], 'the list request after the reset');
    expect(reset.variables).toEqual({ search: null, first: 20, after: null });
    expect(await page.getByTestId('customers-filter-reset').count()).toBe(0);
  });

  it('creates a supplier from the menu, checks the SIRET before sending and shows the server refusing a name on its field', async () => {
    const { page, gateway, stack } = suite;
    signedIn();
    type Supplier = Stubbed<SupplierRow>;
    const suppliers: Supplier[] = [];
    answer(gateway, SuppliersDocument, ({ variables }) => ({
      data: {
        suppliers: connection(
          'Supplier',
          suppliers.filter((s) => !variables.search || s.name.toLowerCase().includes(String(variables.search).toLowerCase())),
        ),
      },
    }));
    answer(gateway, CreateSupplierDocument, ({ variables }) => {
      const input = variables.input;
      if (String(input.name).toLowerCase() === 'moulin de la tour') {
        return refusal('CONFLICT', 'A supplier with this name already exists', { fieldErrors: { name: 'SUPPLIER_EXISTS' } });
      }
      // What the API answers: every field of the row, the optional inputs left out as null.
      const supplier: Supplier = {
        __typename: 'Supplier',
        id: `s-${suppliers.length + 1}`,
        name: input.name,
        contactName: input.contactName ?? null,
        email: input.email ?? null,
        website: input.website ?? null,
        address: input.address ?? null,
        notes: input.notes ?? null,
        active: input.active ?? true,
        phone: '+33612345678',
        siret: String(input.siret).replace(/\s/g, ''),
        createdAt: '2025-11-21T10:00:00.000Z',
        updatedAt: '2025-11-21T10:00:00.000Z',
      };
      suppliers.push(supplier);
      return { data: { createSupplier: supplier } };
    });

    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await followAdminMenu(page, 'Utilisateurs', 'Fournisseurs');
    await page.waitForURL(`${stack.baseUrl}/admin/users/suppliers`);
    await page.getByRole('heading', { name: 'Fournisseurs', level: 2 }).waitFor();
    await page.getByText('Aucun fournisseur pour le moment').waitFor();
    expect(await page.title()).toBe('Fournisseurs · Guide Gourmand');

    await page.getByTestId('supplier-new').click();
    await page.getByRole('dialog', { name: 'Nouveau fournisseur' }).waitFor();
    await page.getByTestId('supplier-name').fill('Moulin de la Tour');
    await page.getByTestId('supplier-contactName').fill('Jeanne Meunier');
    await page.getByTestId('supplier-email').fill('contact@moulin-tour.fr');
    await page.getByTestId('supplier-phone').fill('06 12 34 56 78');
    await page.getByTestId('supplier-siret').fill('732 829 320 00075');
    await page.getByTestId('supplier-save').click();
    await page.getByTestId('field-error-siret').waitFor();
    expect(await page.getByTestId('field-error-siret').textContent()).toBe("Ce SIRET n'est pas valide : 14 chiffres avec une clé correcte");
    expect(sent('CreateSupplier')).toHaveLength(0);

    await page.getByTestId('supplier-siret').fill('732 829 320 00074');
    await page.getByTestId('supplier-save').click();
    await page.getByTestId('field-error-name').waitFor();
    expect(await page.getByTestId('field-error-name').textContent()).toBe('Un fournisseur porte déjà ce nom : choisissez-en un autre');
    expect(await page.getByRole('dialog', { name: 'Nouveau fournisseur' }).isVisible()).toBe(true);

    await page.getByTestId('supplier-name').fill('Moulin de la Tour (Dijon)');
    await page.getByTestId('supplier-save').click();
    await notice('Le fournisseur « Moulin de la Tour (Dijon) » a été créé.');
    const table = page.getByTestId('suppliers-table');
    await table.getByText('Moulin de la Tour (Dijon)').waitFor();
    expect(await table.textContent()).toContain('06.12.34.56.78');
    expect(await table.textContent()).toContain('Actif');
    expect(sent('CreateSupplier').map((r) => r.variables.input)).toEqual([
      {
        name: 'Moulin de la Tour',
        contactName: 'Jeanne Meunier',
        email: 'contact@moulin-tour.fr',
        phone: '06 12 34 56 78',
        siret: '732 829 320 00074',
        website: null,
        address: null,
        notes: null,
        active: true,
      },
      {
        name: 'Moulin de la Tour (Dijon)',
        contactName: 'Jeanne Meunier',
        email: 'contact@moulin-tour.fr',
        phone: '06 12 34 56 78',
        siret: '732 829 320 00074',
        website: null,
        address: null,
        notes: null,
        active: true,
      },
    ]);
    expect(await page.getByTestId('suppliers-page-info').textContent()).toBe('Page 1 sur 1 · 1 fournisseur');
  });

  it('deletes a supplier after confirming, and hides suppliers from a role without the permission', async () => {
    const { gateway, stack } = suite;
    let { page } = suite;
    signedIn();
    const suppliers: Stubbed<SupplierRow>[] = [
      {
        __typename: 'Supplier',
        id: 's-1',
        name: 'Cave des Papes',
        contactName: null,
        email: null,
        phone: null,
        siret: null,
        website: null,
        address: null,
        notes: null,
        active: false,
        createdAt: '2025-11-21T10:00:00.000Z',
        updatedAt: '2025-11-21T10:00:00.000Z',
      },
    ];
    answer(gateway, SuppliersDocument, () => ({ data: { suppliers: connection('Supplier', suppliers) } }));
    answer(gateway, DeleteSupplierDocument, ({ variables }) => {
      suppliers.splice(
        suppliers.findIndex((s) => s.id === variables.id),
        1,
      );
      return { data: { deleteSupplier: true } };
    });
    await page.goto(`${stack.baseUrl}/admin/users/suppliers`);
    await page.getByTestId('suppliers-table').getByText('Inactif').waitFor();
    await page.getByTestId('supplier-delete-s-1').click();
    await page.locator('.ant-popconfirm').getByText('Supprimer le fournisseur « Cave des Papes » ?').waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Supprimer' }).click();
    await notice('Le fournisseur « Cave des Papes » a été supprimé.');
    await page.getByText('Aucun fournisseur pour le moment').waitFor();
    expect(sent('DeleteSupplier').map((r) => r.variables)).toEqual([{ id: 's-1' }]);

    page = await suite.open();
    gateway.reset();
    signedIn(['dashboard.view', 'users.customers.list']);
    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    const sider = page.locator('.ant-layout-sider');
    await sider.getByText('Utilisateurs', { exact: true }).click();
    await sider.getByRole('link', { name: 'Clients' }).waitFor();
    expect(await sider.getByText('Fournisseurs', { exact: true }).count()).toBe(0);
    await page.goto(`${stack.baseUrl}/admin/users/suppliers`);
    await page.getByText('Accès refusé').waitFor();
    expect(sent('Suppliers')).toHaveLength(0);
  });

  it('speaks English on the suppliers screen', async () => {
    const { page, gateway, stack } = suite;
    signedIn();
    answer(gateway, SuppliersDocument, () => ({ data: { suppliers: connection('Supplier', []) } }));
    answer(gateway, CreateSupplierDocument, () =>
      refusal('CONFLICT', 'A supplier with this name already exists', { fieldErrors: { name: 'SUPPLIER_EXISTS' } }),
    );
    await page.goto(`${stack.baseUrl}/admin/dashboard`);
    await page.evaluate(() => window.localStorage.setItem('guide.admin.language', 'en'));
    await page.goto(`${stack.baseUrl}/admin/users/suppliers`);
    await page.getByRole('heading', { name: 'Suppliers', level: 2 }).waitFor();
    await page.getByText('No suppliers yet').waitFor();
    await page.getByTestId('supplier-new').click();
    await page.getByTestId('supplier-name').fill('Moulin de la Tour');
    await page.getByTestId('supplier-save').click();
    await page.getByTestId('field-error-name').getByText('A supplier already has this name: choose another one').waitFor();
  });
});
