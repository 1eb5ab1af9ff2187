import { gql } from '@apollo/client';
import { ADDRESS_FIELDS, CUSTOMER_PROFILE_FIELDS, type Address } from '@guide/ui/fragments';

/** Back-office operations of the identity subgraph: roles, permissions, customers (and their notes), groups, admins, suppliers. */

export type RoleInterface = 'BACK_OFFICE' | 'FRONT_OFFICE';

export interface RoleRow {
  id: string;
  name: string;
  interface: RoleInterface;
  adminCount: number;
  permissions: string[];
}

const ROLE_FIELDS = gql`
  fragment RoleFields on Role {
    id
    name
    interface
    adminCount
    permissions
  }
`;

export const ROLES = gql`
  ${ROLE_FIELDS}
  query Roles {
    roles {
      ...RoleFields
    }
  }
`;
export interface RolesData {
  roles: RoleRow[];
}

export const ROLE_WITH_CATALOG = gql`
  ${ROLE_FIELDS}
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
`;
export interface PermissionGroup {
  area: string;
  resources: { resource: string; actions: { action: string; key: string }[] }[];
}
export interface RolePermissionsData {
  role: RoleRow | null;
  permissionCatalog: PermissionGroup[];
}

export interface RoleInput {
  name: string;
  interface: RoleInterface;
}

export const CREATE_ROLE = gql`
  ${ROLE_FIELDS}
  mutation CreateRole($input: RoleInput!) {
    createRole(input: $input) {
      ...RoleFields
    }
  }
`;

export const UPDATE_ROLE = gql`
  ${ROLE_FIELDS}
  mutation UpdateRole($id: ID!, $input: RoleInput!) {
    updateRole(id: $id, input: $input) {
      ...RoleFields
    }
  }
`;

export const DELETE_ROLE = gql`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id)
  }
`;

export const SET_ROLE_PERMISSIONS = gql`
  ${ROLE_FIELDS}
  mutation SetRolePermissions($roleId: ID!, $permissions: [String!]!) {
    setRolePermissions(roleId: $roleId, permissions: $permissions) {
      ...RoleFields
    }
  }
`;

/* Customers */

export interface CustomerGroupRef {
  id: string;
  code: string;
  name: string;
}
export interface CustomerRow {
  id: string;
  email: string;
  customerType: 'INDIVIDUAL' | 'PROFESSIONAL';
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  corporateName: string | null;
  group: CustomerGroupRef | null;
  createdAt: string;
}
export interface Connection<T> {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: T }[];
}

export type CustomerType = CustomerRow['customerType'];

const GROUP_REF_FIELDS = gql`
  fragment CustomerGroupRefFields on CustomerGroup {
    id
    code
    name
  }
`;
const CUSTOMER_ROW_FIELDS = gql`
  ${GROUP_REF_FIELDS}
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
`;
const NOTE_FIELDS = gql`
  fragment CustomerNoteFields on CustomerNote {
    id
    body
    authorName
    createdAt
  }
`;

export const CUSTOMERS = gql`
  ${CUSTOMER_ROW_FIELDS}
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
`;
export interface CustomersData {
  customers: Connection<CustomerRow>;
}
export interface ListVariables {
  search?: string | null;
  first: number;
  after?: string | null;
}
/** Filters left out are not sent (undefined), so the request only carries what narrows the list. */
export interface CustomerListVariables extends ListVariables {
  customerType?: CustomerType;
  groupId?: string;
  emailVerified?: boolean;
}

export interface CustomerDetail extends CustomerRow {
  gender: 'MALE' | 'FEMALE' | 'OTHER' | null;
  birthDate: string | null;
  company: string | null;
  phone: string | null;
  tradeName: string | null;
  siret: string | null;
  website: string | null;
  locale: string;
  updatedAt: string;
  addresses: Address[];
  /** Newest first; [] unless the admin holds users.customers.view. */
  notes: CustomerNote[];
}
export interface CustomerNote {
  id: string;
  body: string;
  authorName: string;
  createdAt: string;
}

export const CUSTOMER = gql`
  ${CUSTOMER_ROW_FIELDS}
  ${CUSTOMER_PROFILE_FIELDS}
  ${ADDRESS_FIELDS}
  ${NOTE_FIELDS}
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
`;
export interface CustomerData {
  customer: CustomerDetail | null;
}

export const SET_CUSTOMER_GROUP = gql`
  ${GROUP_REF_FIELDS}
  mutation SetCustomerGroup($customerId: ID!, $groupId: ID) {
    setCustomerGroup(customerId: $customerId, groupId: $groupId) {
      id
      group {
        ...CustomerGroupRefFields
      }
    }
  }
`;

export const ADD_CUSTOMER_NOTE = gql`
  ${NOTE_FIELDS}
  mutation AddCustomerNote($customerId: ID!, $body: String!) {
    addCustomerNote(customerId: $customerId, body: $body) {
      ...CustomerNoteFields
    }
  }
`;
export const DELETE_CUSTOMER_NOTE = gql`
  mutation DeleteCustomerNote($id: ID!) {
    deleteCustomerNote(id: $id)
  }
`;

/* Customer groups */

export interface CustomerGroupRow extends CustomerGroupRef {
  customerCount: number;
}
const GROUP_FIELDS = gql`
  ${GROUP_REF_FIELDS}
  fragment CustomerGroupFields on CustomerGroup {
    ...CustomerGroupRefFields
    customerCount
  }
`;
export const CUSTOMER_GROUPS = gql`
  ${GROUP_FIELDS}
  query CustomerGroups {
    customerGroups {
      ...CustomerGroupFields
    }
  }
`;
export interface CustomerGroupsData {
  customerGroups: CustomerGroupRow[];
}
export interface CustomerGroupInput {
  code: string;
  name: string;
}
export const CREATE_CUSTOMER_GROUP = gql`
  ${GROUP_FIELDS}
  mutation CreateCustomerGroup($input: CustomerGroupInput!) {
    createCustomerGroup(input: $input) {
      ...CustomerGroupFields
    }
  }
`;
export const UPDATE_CUSTOMER_GROUP = gql`
  ${GROUP_FIELDS}
  mutation UpdateCustomerGroup($id: ID!, $input: CustomerGroupInput!) {
    updateCustomerGroup(id: $id, input: $input) {
      ...CustomerGroupFields
    }
  }
`;
export const DELETE_CUSTOMER_GROUP = gql`
  mutation DeleteCustomerGroup($id: ID!) {
    deleteCustomerGroup(id: $id)
  }
`;

/* Administrators */

export interface AdminRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  active: boolean;
  role: { id: string; name: string };
  createdAt: string;
}
const ADMIN_FIELDS = gql`
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
`;
export const ADMINS = gql`
  ${ADMIN_FIELDS}
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
`;
export interface AdminsData {
  admins: Connection<AdminRow>;
}
export interface AdminInput {
  email: string;
  firstName: string;
  lastName: string;
  password: string | null;
  passwordConfirmation: string | null;
  roleId: string;
  active: boolean;
}
export const CREATE_ADMIN = gql`
  ${ADMIN_FIELDS}
  mutation CreateAdmin($input: AdminInput!) {
    createAdmin(input: $input) {
      ...AdminFields
    }
  }
`;
export const UPDATE_ADMIN = gql`
  ${ADMIN_FIELDS}
  mutation UpdateAdmin($id: ID!, $input: AdminInput!) {
    updateAdmin(id: $id, input: $input) {
      ...AdminFields
    }
  }
`;
export const DELETE_ADMIN = gql`
  mutation DeleteAdmin($id: ID!, $currentPassword: String) {
    deleteAdmin(id: $id, currentPassword: $currentPassword)
  }
`;

/* Suppliers */

export interface SupplierRow {
  id: string;
  name: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  siret: string | null;
  website: string | null;
  address: string | null;
  notes: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}
const SUPPLIER_FIELDS = gql`
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
`;
export const SUPPLIERS = gql`
  ${SUPPLIER_FIELDS}
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
`;
export interface SuppliersData {
  suppliers: Connection<SupplierRow>;
}
export interface SupplierInput {
  name: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  siret: string | null;
  website: string | null;
  address: string | null;
  notes: string | null;
  active: boolean;
}
export const CREATE_SUPPLIER = gql`
  ${SUPPLIER_FIELDS}
  mutation CreateSupplier($input: SupplierInput!) {
    createSupplier(input: $input) {
      ...SupplierFields
    }
  }
`;
export const UPDATE_SUPPLIER = gql`
  ${SUPPLIER_FIELDS}
  mutation UpdateSupplier($id: ID!, $input: SupplierInput!) {
    updateSupplier(id: $id, input: $input) {
      ...SupplierFields
    }
  }
`;
export const DELETE_SUPPLIER = gql`
  mutation DeleteSupplier($id: ID!) {
    deleteSupplier(id: $id)
  }
`;
