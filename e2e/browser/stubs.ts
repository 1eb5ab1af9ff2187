import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphQLRequest, StubGateway } from './browser';
import { ALL_PERMISSIONS } from '../../services/platform/src/auth/permission-catalog';
import { AdminMeDocument, AdminRefreshSessionDocument } from '../../frontends/admin/src/gql/graphql';
import type { Stubbed } from './stubbed';

/**
 * Typed answers of the STUB gateway, for the suites of both apps. A stub names the app's generated document
 * (`frontends/storefront/src/gql` or `frontends/admin/src/gql`, from the composed API schema), not an
 * operation name: its answer must have the document's result type and its responder sees the document's
 * variables, so a stub can no longer drift from the API or from what the app asks (a missing or mistyped
 * field does not compile; TypeScript does not flag extra fields in a returned literal). `__typename` may
 * appear anywhere (Apollo selects it; the generated types leave it out). Fixtures name the same types:
 * `Stubbed<EstablishmentCardFragment>`, `Stubbed<DepartmentsQuery['departments']>`.
 */
export type { Stubbed } from './stubbed';

/** A GraphQL error as the gateway sends it (API-CONTRACT.md: `extensions.code`, form errors `fieldErrors`). */
export interface StubError {
  message: string;
  extensions?: { code: string; fieldErrors?: Record<string, string>; [key: string]: unknown };
}
export type StubAnswer<TData> = { data: Stubbed<TData>; errors?: undefined } | { data?: null; errors: StubError[] };
export type StubRequest<TVariables> = Omit<GraphQLRequest, 'variables'> & { variables: TVariables };

function operationNameOf(document: TypedDocumentNode<unknown, never>): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  throw new Error('stub: the document has no named operation');
}

/** Answers the document's operation with `responder` (undefined: the stub gateway's "no answer" error). */
export function answer<TData, TVariables>(
  gateway: StubGateway,
  document: TypedDocumentNode<TData, TVariables>,
  responder: (request: StubRequest<NoInfer<TVariables>>) => StubAnswer<NoInfer<TData>> | undefined,
): void {
  gateway.on(operationNameOf(document as TypedDocumentNode<unknown, never>), (request) => responder(request as StubRequest<TVariables>));
}

/** A refusal with one error code (and, e.g., `fieldErrors` message keys or a CSRF `reason`). */
export const refusal = (
  code: string,
  message = 'refused',
  extensions: Omit<NonNullable<StubError['extensions']>, 'code'> = {},
): { data: null; errors: StubError[] } => ({
  data: null,
  errors: [{ message, extensions: { ...extensions, code } }],
});

export interface StubStaff {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  permissions: readonly string[];
}

/**
 * The back office signed in as `staff` (every permission unless told): `adminMe` answers them, and the
 * session refresh finds none, so the page keeps the identity it was given.
 */
export function signInStaff(gateway: StubGateway, staff: Partial<StubStaff> = {}): void {
  const { email = 'redaction@example.com', firstName = 'Rita', lastName = 'Rédaction', role = 'rédaction', permissions = ALL_PERMISSIONS } = staff;
  answer(gateway, AdminMeDocument, () => ({
    data: {
      adminMe: {
        __typename: 'Admin',
        id: 'a-1',
        email,
        firstName,
        lastName,
        permissions: [...permissions],
        role: { __typename: 'Role', id: 'r-1', name: role },
      },
    },
  }));
  answer(gateway, AdminRefreshSessionDocument, () => refusal('UNAUTHENTICATED', 'No session'));
}

/** A connection (list page) of `nodes` as the API answers it: cursors `cur-1`…, one page unless told. */
export const stubConnection = <Node extends object>(
  typename: string,
  nodes: Node[],
  options: { totalCount?: number; endCursor?: string | null; hasNextPage?: boolean } = {},
) => ({
  __typename: `${typename}Connection`,
  totalCount: options.totalCount ?? nodes.length,
  pageInfo: {
    __typename: 'PageInfo',
    hasNextPage: options.hasNextPage ?? false,
    endCursor: options.endCursor !== undefined ? options.endCursor : nodes.length ? `cur-${nodes.length}` : null,
  },
  edges: nodes.map((node, i) => ({ __typename: `${typename}Edge`, cursor: `cur-${i + 1}`, node })),
});
