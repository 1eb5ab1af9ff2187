import { describePermissionCoverage } from '@guide/platform/testing';
import { bootIdentity, freshIp } from './testing/identity-test-app';

/**
 * Permission matrix of identity (the platform's coverage helper): every back-office operation is refused
 * without its permission and passes the guard with it; customer operations refuse anonymous callers and
 * staff; the lists cover the schema, so a new operation cannot slip in unguarded.
 */
describePermissionCoverage({
  boot: async () => {
    const app = await bootIdentity();
    // A fresh client address per call: sign-in throttling must not answer for the guard.
    return { app: app.subgraph.app, gql: (query, variables, identity) => app.call(query, variables, { identity, ip: freshIp() }), close: app.close };
  },
  backOffice: {
    customers: 'users.customers.list',
    newCustomersCount: 'users.customers.list',
    customer: 'users.customers.view',
    setCustomerGroup: 'users.customers.update',
    createCustomer: 'users.customers.create',
    updateCustomer: 'users.customers.update',
    deleteCustomers: 'users.customers.mass-delete',
    createCustomerAddress: 'users.customers.addresses',
    updateCustomerAddress: 'users.customers.addresses',
    deleteCustomerAddress: 'users.customers.addresses',
    roles: 'users.roles.list',
    role: 'users.roles.list',
    createRole: 'users.roles.create',
    updateRole: 'users.roles.update',
    deleteRole: 'users.roles.delete',
    permissionCatalog: 'users.permissions.list',
    setRolePermissions: 'users.permissions.update',
    admins: 'users.admins.list',
    admin: 'users.admins.list',
    createAdmin: 'users.admins.create',
    updateAdmin: 'users.admins.update',
    deleteAdmin: 'users.admins.delete',
    customerGroups: 'users.groups.list',
    createCustomerGroup: 'users.groups.create',
    updateCustomerGroup: 'users.groups.update',
    deleteCustomerGroup: 'users.groups.delete',
    addCustomerNote: 'users.customers.notes',
    deleteCustomerNote: 'users.customers.notes',
    suppliers: 'users.suppliers.list',
    supplier: 'users.suppliers.list',
    createSupplier: 'users.suppliers.create',
    updateSupplier: 'users.suppliers.update',
    deleteSupplier: 'users.suppliers.delete',
    // Partners' API keys (issue 26).
    apiKeys: 'settings.users.list',
    createApiKey: 'settings.users.create',
    revokeApiKey: 'settings.users.delete',
    // Partners' webhooks (issue 26).
    webhooks: 'settings.users.list',
    webhookDeliveries: 'settings.users.list',
    createWebhook: 'settings.users.create',
    updateWebhook: 'settings.users.update',
    deleteWebhook: 'settings.users.delete',
    redeliverWebhook: 'settings.users.update',
    // The platform's parked events of identity's consumers (mailer).
    identityParkedEvents: 'settings.configuration.view',
    replayIdentityParkedEvent: 'settings.configuration.update',
    discardIdentityParkedEvent: 'settings.configuration.update',
  },
  customer: ['updateProfile', 'changePassword', 'createAddress', 'updateAddress', 'deleteAddress', 'exportMyData', 'deleteMyAccount'],
  // Sign-up, sign-in and recovery, and "who am I" (null when signed out).
  open: [
    'me',
    'adminMe',
    'registrationOptions',
    'register',
    'verifyEmail',
    'resendVerificationEmail',
    'login',
    'logout',
    'refreshSession',
    'requestPasswordReset',
    'resetPassword',
    'adminLogin',
    'adminLogout',
    'adminRefreshSession',
  ],
});
