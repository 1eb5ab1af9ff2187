/**
 * Compile-time checks of admin-stubs.ts (typechecked by `npm run typecheck`, never run): each line marked
 * `@ts-expect-error` is a stub that drifted from the API and must not compile.
 */
import { AdminMeDocument, CatalogGuideParkedEventsDocument, DeleteAdminDocument } from '../../frontends/admin/src/gql/graphql';
import { answer, refusal } from './admin-stubs';
import type { StubGateway } from './browser';

export function stubsThatMustNotCompile(gateway: StubGateway): void {
  const role = { __typename: 'Role', id: 'r-1', name: 'admin' };
  // A complete answer, with __typename, compiles.
  answer(gateway, AdminMeDocument, () => ({ data: { adminMe: { __typename: 'Admin', id: 'a', email: 'a@b.fr', firstName: 'A', lastName: 'B', permissions: [], role } } }));
  answer(gateway, AdminMeDocument, () => refusal('UNAUTHENTICATED'));
  // An extra field is not caught (TypeScript does not check returned literals for excess properties), but a
  // field renamed in the API first fails the document in codegen, then leaves the stub without it:
  // @ts-expect-error a selected field left out
  answer(gateway, AdminMeDocument, () => ({ data: { adminMe: { id: 'a', email: 'a@b.fr', firstName: 'A', permissions: [], role } } }));
  // @ts-expect-error an enum value the schema does not have
  answer(gateway, CatalogGuideParkedEventsDocument, () => ({ data: { events: [{ consumer: 'c', eventId: 'e', type: 't', key: 'k', status: 'LOST', error: null, attempts: 0, occurredAt: '', firstFailedAt: null, lastFailedAt: null, parkedAt: '' }] } }));
  // @ts-expect-error the root field's name instead of the document's alias
  answer(gateway, CatalogGuideParkedEventsDocument, () => ({ data: { catalogGuideParkedEvents: [] } }));
  answer(gateway, DeleteAdminDocument, ({ variables }) => {
    // @ts-expect-error a variable the operation does not declare
    void variables.password;
    return { data: { deleteAdmin: Boolean(variables.currentPassword) } };
  });
}
