import { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import {
  GraphQLField,
  GraphQLInputType,
  GraphQLSchema,
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type IntrospectionQuery,
} from 'graphql';
import { Identity } from '../auth/identity';
import { ALL_PERMISSIONS, PermissionKey, isKnownPermission } from '../auth/permission-catalog';
import { requiredAccess } from '../auth/permissions.guard';
import { adminIdentity, customerIdentity } from './harness';

/**
 * Permission coverage of one subgraph (the identity matrix, for every service): the spec lists each root
 * operation as back office (with its permission key), customer-only or public; the helper proves that
 *   - the lists cover exactly the schema's queries and mutations, so a new operation cannot slip in
 *     unlisted, and agree with the `@RequirePermission` / `@RequireCustomer` metadata of the resolvers;
 *   - each back-office operation is refused without its permission (an admin holding every other key, an
 *     admin with none, a customer, an anonymous caller) and passes the guard with exactly that key;
 *   - each customer operation is refused to anonymous callers and to staff.
 * Operations are built from the schema itself: required arguments get placeholder values of their type
 * (a UUID for `ID`), so the request reaches the guard; `variables` overrides them where a field needs more.
 */

export interface CoverageSubgraph {
  app: INestApplication;
  gql(query: string, variables?: Record<string, unknown>, identity?: Identity): Promise<{ data?: any; errors?: any[] }>;
  close(): Promise<void>;
}

export interface PermissionCoverage {
  /** Boots the subgraph (once for the file). */
  boot(): Promise<CoverageSubgraph>;
  /** Root field → the permission it requires: the matrix a reviewer reads. */
  backOffice: Record<string, PermissionKey>;
  /** Root fields for a signed-in customer only. */
  customer?: string[];
  /** Root fields open to anyone (the storefront's reads, sign-in, …). */
  open: string[];
  /**
   * Root fields whose access depends on the data (an owner or staff with a key), checked by the service
   * and proven by its own spec: field → why. Here they must at least refuse anonymous callers.
   */
  checkedByService?: Record<string, string>;
  /** Variables for fields whose placeholder arguments are not enough. */
  variables?: Record<string, Record<string, unknown>>;
}

/** Federation's own root fields: the gateway's, not an operation of ours. */
const FEDERATION_FIELDS = ['_entities', '_service'];
const PLACEHOLDER_ID = '00000000-0000-4000-8000-00000000c0de';
const REFUSED = ['FORBIDDEN', 'UNAUTHENTICATED'];

export const codeOf = (result: { errors?: any[] }): string | undefined => result.errors?.[0]?.extensions?.code;

/** Every root Query/Mutation resolver method of the app with what it demands. */
export function discoverAccess(app: INestApplication): Map<string, { permission?: PermissionKey; customer: boolean }> {
  const found = new Map<string, { permission?: PermissionKey; customer: boolean }>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.providers.values()) {
      const instance = wrapper.instance as object | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const proto = Object.getPrototypeOf(instance);
      for (const key of Object.getOwnPropertyNames(proto)) {
        const handler = Object.getOwnPropertyDescriptor(proto, key)?.value;
        if (typeof handler !== 'function') continue;
        const type = Reflect.getMetadata('graphql:resolver_type', handler);
        if (type !== 'Query' && type !== 'Mutation') continue;
        const name: string = Reflect.getMetadata('graphql:resolver_name', handler) ?? key;
        found.set(name, requiredAccess(handler, instance.constructor));
      }
    }
  }
  return found;
}

function placeholder(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return Object.fromEntries(fields.map((f) => [f.name, placeholder(f.type)]));
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return PLACEHOLDER_ID;
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'String':
        return 'x';
      default:
        return '2026-01-01T00:00:00.000Z'; // date-like custom scalars
    }
  }
  return null;
}

/** `query($a: ID!) { field(a: $a) { __typename } }` with placeholders for the required arguments. */
export function operationFor(schema: GraphQLSchema, field: string, overrides?: Record<string, unknown>): { query: string; variables: Record<string, unknown> } {
  const root = schema.getQueryType()?.getFields()[field] ? 'query' : 'mutation';
  const def: GraphQLField<unknown, unknown> | undefined = (root === 'query' ? schema.getQueryType() : schema.getMutationType())?.getFields()[field];
  if (!def) throw new Error(`No root field ${field}`);
  const args = def.args.filter((a) => (isNonNullType(a.type) && a.defaultValue === undefined) || (overrides && a.name in overrides));
  const variables = Object.fromEntries(args.map((a) => [a.name, overrides && a.name in overrides ? overrides[a.name] : placeholder(a.type)]));
  const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(def.type)) ? '' : ' { __typename }';
  return { query: `${root}${declared ? `(${declared})` : ''} { ${field}${passed ? `(${passed})` : ''}${selection} }`, variables };
}

/** Declares the coverage tests of one subgraph (call at the top level of a spec file). */
export function describePermissionCoverage(options: PermissionCoverage): void {
  const customer = options.customer ?? [];
  const checkedByService = options.checkedByService ?? {};
  let subgraph: CoverageSubgraph;
  let schema: GraphQLSchema;

  beforeAll(async () => {
    subgraph = await options.boot();
    const introspection = await subgraph.gql(getIntrospectionQuery());
    schema = buildClientSchema(introspection.data as IntrospectionQuery);
  });
  afterAll(async () => {
    await subgraph?.close();
  });

  const call = (field: string, identity: Identity) => {
    const { query, variables } = operationFor(schema, field, options.variables?.[field]);
    return subgraph.gql(query, variables, identity);
  };

  it('lists every query and mutation of the schema once, as its resolvers declare', () => {
    const fields = [...Object.keys(schema.getQueryType()?.getFields() ?? {}), ...Object.keys(schema.getMutationType()?.getFields() ?? {})];
    const listed = [...Object.keys(options.backOffice), ...customer, ...options.open, ...Object.keys(checkedByService)];
    expect(new Set(listed).size).toBe(listed.length);
    expect(fields.filter((f) => !FEDERATION_FIELDS.includes(f)).sort()).toEqual([...listed].sort());
    for (const key of Object.values(options.backOffice)) expect(isKnownPermission(key)).toBe(true);

    const access = discoverAccess(subgraph.app);
    const declared = (field: string) => access.get(field) ?? { customer: false };
    expect(Object.fromEntries(Object.keys(options.backOffice).map((f) => [f, declared(f).permission]))).toEqual(options.backOffice);
    for (const field of customer) expect([field, declared(field)]).toEqual([field, { permission: undefined, customer: true }]);
    for (const field of [...options.open, ...Object.keys(checkedByService)])
      expect([field, declared(field)]).toEqual([field, { permission: undefined, customer: false }]);
  });

  describe.each(Object.entries(options.backOffice))('%s needs %s', (field, permission) => {
    const refusals: [string, Identity, string[]][] = [
      ['an administrator with every other permission', adminIdentity(ALL_PERMISSIONS.filter((p) => p !== permission)), ['FORBIDDEN']],
      ['an administrator without permissions', adminIdentity([]), ['FORBIDDEN']],
      ['a customer', customerIdentity(), ['UNAUTHENTICATED', 'FORBIDDEN']],
      ['an anonymous caller', { kind: 'anonymous' }, ['UNAUTHENTICATED']],
    ];

    it.each(refusals)('refused to %s', async (_who, identity, codes) => {
      const result = await call(field, identity);
      expect(codes).toContain(codeOf(result));
      expect(result.data?.[field] ?? null).toBeNull();
    });

    it('passes the guard with exactly that permission (and fails, if at all, as a client error)', async () => {
      const result = await call(field, adminIdentity([permission]));
      expect(REFUSED).not.toContain(codeOf(result));
      expect(codeOf(result)).not.toBe('INTERNAL_SERVER_ERROR');
    });
  });

  if (Object.keys(checkedByService).length) {
    describe.each(Object.keys(checkedByService))('%s is checked by the service', (field) => {
      it('refuses anonymous callers', async () => {
        expect(REFUSED).toContain(codeOf(await call(field, { kind: 'anonymous' })));
      });
    });
  }

  if (customer.length) {
    describe.each(customer)('%s needs a signed-in customer', (field) => {
      it('refused to anonymous callers and to staff', async () => {
        expect(codeOf(await call(field, { kind: 'anonymous' }))).toBe('UNAUTHENTICATED');
        expect(codeOf(await call(field, adminIdentity(ALL_PERMISSIONS)))).toBe('UNAUTHENTICATED');
      });
    });
  }
}
