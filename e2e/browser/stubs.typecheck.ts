/**
 * Compile-time checks of stubs.ts and of the fixtures typed with it (typechecked by `npm run typecheck`,
 * never run): each line marked `@ts-expect-error` is a stub that drifted from the API and must not compile.
 */
import { AdminMeDocument, CatalogGuideParkedEventsDocument, DeleteAdminDocument } from '../../frontends/admin/src/gql/graphql';
import {
  EstablishmentDetailDocument,
  EstablishmentListDocument,
  MeDocument,
  RefreshSessionDocument,
  SearchDocument,
  type EstablishmentCardFragment,
} from '../../frontends/storefront/src/gql/graphql';
import { EMPTY_CONNECTION, type StubGateway } from './browser';
import { card, connection, detail, RESTAURANTS, type Spec } from './guide-fixtures';
import { answer, refusal, type Stubbed } from './stubs';

export function stubsThatMustNotCompile(gateway: StubGateway): void {
  const role = { __typename: 'Role', id: 'r-1', name: 'admin' };
  // A complete answer, with __typename, compiles.
  answer(gateway, AdminMeDocument, () => ({
    data: { adminMe: { __typename: 'Admin', id: 'a', email: 'a@b.fr', firstName: 'A', lastName: 'B', permissions: [], role } },
  }));
  answer(gateway, AdminMeDocument, () => refusal('UNAUTHENTICATED'));
  // An extra field is not caught (TypeScript does not check returned literals for excess properties), but a
  // field renamed in the API first fails the document in codegen, then leaves the stub without it:
  // @ts-expect-error a selected field left out
  answer(gateway, AdminMeDocument, () => ({ data: { adminMe: { id: 'a', email: 'a@b.fr', firstName: 'A', permissions: [], role } } }));
  answer(gateway, CatalogGuideParkedEventsDocument, () => ({
    data: {
      events: [
        {
          consumer: 'c',
          eventId: 'e',
          type: 't',
          key: 'k',
          // @ts-expect-error an enum value the schema does not have
          status: 'LOST',
          error: null,
          attempts: 0,
          occurredAt: '',
          firstFailedAt: null,
          lastFailedAt: null,
          parkedAt: '',
        },
      ],
    },
  }));
  // @ts-expect-error the root field's name instead of the document's alias
  answer(gateway, CatalogGuideParkedEventsDocument, () => ({ data: { catalogGuideParkedEvents: [] } }));
  answer(gateway, DeleteAdminDocument, ({ variables }) => {
    // @ts-expect-error a variable the operation does not declare
    void variables.password;
    return { data: { deleteAdmin: Boolean(variables.currentPassword) } };
  });
}

/** The storefront's documents and the guide fixtures (guide-fixtures.ts) are held to the same types. */
export function storefrontStubsThatMustNotCompile(gateway: StubGateway): void {
  // The fixtures answer their documents, and a visitor's `me` is null.
  answer(gateway, EstablishmentListDocument, () => ({ data: { establishments: connection(RESTAURANTS.map(card)) } }));
  answer(gateway, EstablishmentDetailDocument, () => ({ data: { establishment: detail(RESTAURANTS[0]) } }));
  answer(gateway, MeDocument, () => ({ data: { me: null } }));
  answer(gateway, SearchDocument, () => ({ data: { establishments: EMPTY_CONNECTION } }));
  // @ts-expect-error a selected field left out (`customerType`)
  answer(gateway, MeDocument, () => ({ data: { me: { __typename: 'Customer', id: 'c', email: 'c@d.fr', firstName: 'C', lastName: 'D' } } }));
  // @ts-expect-error the list selects `facets`, which an empty search connection does not have
  answer(gateway, EstablishmentListDocument, () => ({ data: { establishments: EMPTY_CONNECTION } }));
  // @ts-expect-error `refreshSession` is non-null in the API: no session is a refusal, not null
  answer(gateway, RefreshSessionDocument, () => ({ data: { refreshSession: null } }));
  answer(gateway, RefreshSessionDocument, () => refusal('UNAUTHENTICATED'));
  answer(gateway, EstablishmentDetailDocument, ({ variables }) => {
    // @ts-expect-error a variable the operation does not declare (it takes `slug` and `type`)
    void variables.section;
    return { data: { establishment: variables.type === 'WINE' ? detail(RESTAURANTS[0]) : null } };
  });
  const { toques: _toques, ...withoutToques } = card(RESTAURANTS[0]);
  // @ts-expect-error an establishment card without a field of the card fragment
  const cardWithoutToques: Stubbed<EstablishmentCardFragment> = withoutToques;
  // @ts-expect-error a meal category the schema does not have, in a fixture's spec
  const fastFood: Spec = { id: 'x', name: 'X', type: 'RESTAURANT', town: 'lyon', mealCategory: 'FAST_FOOD' };
  // @ts-expect-error an establishment type the schema does not have, in a detail override
  const bar = detail(RESTAURANTS[0], { type: 'BAR' });
  void [cardWithoutToques, fastFood, bar];
}
