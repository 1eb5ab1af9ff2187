import { graphql } from '../gql';
import type {
  AdminCustomerQuery,
  AdminFieldsFragment,
  CustomerGroupFieldsFragment,
  CustomerNoteFieldsFragment,
  CustomerRowFieldsFragment,
  RoleFieldsFragment,
  RolePermissionsQuery,
  SupplierFieldsFragment,
} from '../gql/graphql';

/**
 * Back-office operations of the identity subgraph: roles, permissions, customers (and their notes), groups,
 * admins, suppliers. Result, variable and input types come from the generated `src/gql`; the names below
 * are the rows the screens show. The shared fragments of @guide/ui are spread by name.
 */
export type { AdminInput, CustomerGroupInput, CustomerType, RoleInput, RoleInterface, SupplierInput } from '../gql/graphql';

export type RoleRow = RoleFieldsFragment;

export const ROLE_FIELDS = graphql(`
  fragment RoleFields on Role {
    id
    name
    interface
    adminCount
    permissions
  }
`);

export const ROLES = graphql(`
  query Roles {
    roles {
      ...RoleFields
    }
  }
`);
export const ROLE_WITH_CATALOG = graphql(`
  query RolePermissions($id: ID!) {
    role(id: $id) {
      ...RoleFields
    }
    permissionCatalog {
      area
      resources {
        resource
        actions {
          action
          key
        }
      }
    }
  }
`);
export type PermissionGroup = RolePermissionsQuery['permissionCatalog'][number];

export const CREATE_ROLE = graphql(`
  mutation CreateRole($input: RoleInput!) {
    createRole(input: $input) {
      ...RoleFields
    }
  }
`);

export const UPDATE_ROLE = graphql(`
  mutation UpdateRole($id: ID!, $input: RoleInput!) {
    updateRole(id: $id, input: $input) {
      ...RoleFields
    }
  }
`);

export const DELETE_ROLE = graphql(`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id)
  }
`);

export const SET_ROLE_PERMISSIONS = graphql(`
  mutation SetRolePermissions($roleId: ID!, $permissions: [String!]!) {
    setRolePermissions(roleId: $roleId, permissions: $permissions) {
      ...RoleFields
    }
  }
`);

/* Customers */

export const GROUP_REF_FIELDS = graphql(`
  fragment CustomerGroupRefFields on CustomerGroup {
    id
    code
    name
  }
`);
export const CUSTOMER_ROW_FIELDS = graphql(`
  fragment CustomerRowFields on Customer {
    id
    email
    customerType
    firstName
    lastName
    emailVerified
    corporateName
    group {
      ...CustomerGroupRefFields
    }
    createdAt
  }
`);
export const NOTE_FIELDS = graphql(`
  fragment CustomerNoteFields on CustomerNote {
    id
    body
    authorName
    createdAt
  }
`);

export type CustomerRow = CustomerRowFieldsFragment;
export type CustomerNote = CustomerNoteFieldsFragment;

export const CUSTOMERS = graphql(`
  query AdminCustomers($search: String, $customerType: CustomerType, $groupId: ID, $emailVerified: Boolean, $first: Int, $after: String) {
    customers(search: $search, customerType: $customerType, groupId: $groupId, emailVerified: $emailVerified, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...CustomerRowFields
        }
      }
    }
  }
`);
/** Notes newest first; [] unless the admin holds users.customers.view. */
export type CustomerDetail = NonNullable<AdminCustomerQuery['customer']>;

export const CUSTOMER = graphql(`
  query AdminCustomer($id: ID!) {
    customer(id: $id) {
      ...CustomerRowFields
      ...CustomerProfileFields
      locale
      updatedAt
      addresses {
        ...AddressFields
      }
      notes {
        ...CustomerNoteFields
      }
    }
  }
`);
export const SET_CUSTOMER_GROUP = graphql(`
  mutation SetCustomerGroup($customerId: ID!, $groupId: ID) {
    setCustomerGroup(customerId: $customerId, groupId: $groupId) {
      id
      group {
        ...CustomerGroupRefFields
      }
    }
  }
`);

export const ADD_CUSTOMER_NOTE = graphql(`
  mutation AddCustomerNote($customerId: ID!, $body: String!) {
    addCustomerNote(customerId: $customerId, body: $body) {
      ...CustomerNoteFields
    }
  }
`);
export const DELETE_CUSTOMER_NOTE = graphql(`
  mutation DeleteCustomerNote($id: ID!) {
    deleteCustomerNote(id: $id)
  }
`);

/* Customer groups */

export type CustomerGroupRow = CustomerGroupFieldsFragment;
export const GROUP_FIELDS = graphql(`
  fragment CustomerGroupFields on CustomerGroup {
    ...CustomerGroupRefFields
    customerCount
  }
`);
export const CUSTOMER_GROUPS = graphql(`
  query CustomerGroups {
    customerGroups {
      ...CustomerGroupFields
    }
  }
`);
export const CREATE_CUSTOMER_GROUP = graphql(`
  mutation CreateCustomerGroup($input: CustomerGroupInput!) {
    createCustomerGroup(input: $input) {
      ...CustomerGroupFields
    }
  }
`);
export const UPDATE_CUSTOMER_GROUP = graphql(`
  mutation UpdateCustomerGroup($id: ID!, $input: CustomerGroupInput!) {
    updateCustomerGroup(id: $id, input: $input) {
      ...CustomerGroupFields
    }
  }
`);
export const DELETE_CUSTOMER_GROUP = graphql(`
  mutation DeleteCustomerGroup($id: ID!) {
    deleteCustomerGroup(id: $id)
  }
`);

/* Administrators */

export type AdminRow = AdminFieldsFragment;
export const ADMIN_FIELDS = graphql(`
  fragment AdminFields on Admin {
    id
    email
    firstName
    lastName
    active
    role {
      id
      name
    }
    createdAt
  }
`);
export const ADMINS = graphql(`
  query Admins($search: String, $first: Int, $after: String) {
    admins(search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...AdminFields
        }
      }
    }
  }
`);
export const CREATE_ADMIN = graphql(`
  mutation CreateAdmin($input: AdminInput!) {
    createAdmin(input: $input) {
      ...AdminFields
    }
  }
`);
export const UPDATE_ADMIN = graphql(`
  mutation UpdateAdmin($id: ID!, $input: AdminInput!) {
    updateAdmin(id: $id, input: $input) {
      ...AdminFields
    }
  }
`);
export const DELETE_ADMIN = graphql(`
  mutation DeleteAdmin($id: ID!, $currentPassword: String) {
    deleteAdmin(id: $id, currentPassword: $currentPassword)
  }
`);

/* Suppliers */

export type SupplierRow = SupplierFieldsFragment;
export const SUPPLIER_FIELDS = graphql(`
  fragment SupplierFields on Supplier {
    id
    name
    contactName
    email
    phone
    siret
    website
    address
    notes
    active
    createdAt
    updatedAt
  }
`);
export const SUPPLIERS = graphql(`
  query Suppliers($search: String, $first: Int, $after: String) {
    suppliers(search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...SupplierFields
        }
      }
    }
  }
`);
export const CREATE_SUPPLIER = graphql(`
  mutation CreateSupplier($input: SupplierInput!) {
    createSupplier(input: $input) {
      ...SupplierFields
    }
  }
`);
export const UPDATE_SUPPLIER = graphql(`
  mutation UpdateSupplier($id: ID!, $input: SupplierInput!) {
    updateSupplier(id: $id, input: $input) {
      ...SupplierFields
    }
  }
`);
export const DELETE_SUPPLIER = graphql(`
  mutation DeleteSupplier($id: ID!) {
    deleteSupplier(id: $id)
  }
`);
