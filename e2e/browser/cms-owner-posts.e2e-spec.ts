import { until, useBrowserSuite, type GraphQLRequest } from './browser';
import { playShop } from './shop-fixtures';
import { answer, refusal, signInStaff, type Stubbed } from './stubs';
import {
  CreateMyPostDocument,
  MyEstablishmentsDocument,
  MyOwnerPostDocument,
  MyOwnerPostsDocument,
  MyPostEstablishmentsDocument,
  UpdateMyPostDocument,
  type OwnerPostFieldsFragment,
} from '../../frontends/storefront/src/gql/graphql';
import { ApproveOwnerPostDocument, OwnerPostsDocument, RejectOwnerPostDocument } from '../../frontends/admin/src/gql/graphql';

/**
 * Owners' posts (cms owner-posts): an owner writes a post in their account (frontends/storefront/src/account/posts),
 * staff publish it from /admin/cms/moderation. Both apps built, behind the real web server; GraphQL answered by
 * a STUB gateway holding the posts in memory. The service's rules have their own spec (owner-posts.int-spec.ts).
 */
describe('owners’ posts (browser, stub gateway)', () => {
  const suite = useBrowserSuite({ contextOptions: { timezoneId: 'Europe/Paris', viewport: { width: 1440, height: 900 } } });
  const url = (path: string) => `${suite.stack.baseUrl}${path}`;
  const sent = (operation: string): GraphQLRequest[] => suite.gateway.requests.filter((r) => r.operationName === operation);
  const text = async (testId: string) => (await suite.page.getByTestId(testId).first().textContent())?.trim();
  const PLACE = { id: '0b7f6a52-3c1e-4d2a-9d47-6f1f2d1e8a01', name: 'Auberge du Lac', path: '/hotels-restaurants/74/annecy/auberge-du-lac' };

  /** The cms side of the stub: the owner's establishments and posts, moderated by the admin's mutations. */
  function playPosts(owner: boolean) {
    const shop = playShop(suite.gateway, { signedIn: true });
    const posts: Stubbed<OwnerPostFieldsFragment>[] = [];
    const g = suite.gateway;
    answer(g, MyEstablishmentsDocument, () => ({ data: { myEstablishments: owner ? [{ __typename: 'Establishment', id: PLACE.id }] : [] } }));
    const places = owner ? [{ __typename: 'OwnerPostEstablishment', ...PLACE }] : [];
    answer(g, MyPostEstablishmentsDocument, () => ({ data: { myPostEstablishments: places } }));
    answer(g, MyOwnerPostsDocument, () => ({
      data: {
        myPostEstablishments: places.map(({ id, name }) => ({ __typename: 'OwnerPostEstablishment', id, name })),
        myPosts: { __typename: 'OwnerPostConnection', totalCount: posts.length, edges: posts.map((node) => ({ __typename: 'OwnerPostEdge', node })) },
      },
    }));
    answer(g, MyOwnerPostDocument, ({ variables }) => ({ data: { myPost: posts.find((p) => p.id === variables.id) ?? null } }));
    answer(g, CreateMyPostDocument, ({ variables: { input } }) => {
      const now = new Date().toISOString();
      const post = {
        __typename: 'OwnerPost',
        id: `p-${posts.length + 1}`,
        title: input.title,
        shortDescription: input.shortDescription ?? null,
        body: input.body,
        pictureUrl: input.pictureUrl ?? null,
        establishmentId: input.establishmentId,
        establishmentName: PLACE.name,
        status: 'PENDING' as const,
        rejectionReason: null,
        publishedPath: null,
        submittedAt: now,
        updatedAt: now,
      };
      posts.unshift(post);
      return { data: { createMyPost: post } };
    });
    answer(g, UpdateMyPostDocument, () => refusal('NOT_FOUND', 'not used here'));
    return { shop, posts };
  }

  it('an owner writes a post: required fields and a picture address the shared schema refuses, then it waits for moderation', async () => {
    const { page } = suite;
    const { posts } = playPosts(true);
    await page.goto(url('/account'));
    await page.getByTestId('account-menu-posts').click();
    await page.waitForURL(url('/account/posts'));
    await page.getByRole('heading', { level: 1, name: 'Mes actualités' }).waitFor();
    await page.getByTestId('owner-posts-empty').waitFor();
    await page.getByTestId('owner-posts-create').click();
    await page.waitForURL(url('/account/posts/create'));
    await page.getByRole('heading', { level: 1, name: 'Écrire une actualité' }).waitFor();
    // The only establishment is chosen already.
    await until(async () => (await page.getByTestId('owner-post-establishment').inputValue()) === PLACE.id, 'the establishment preselected');

    await page.getByTestId('owner-post-submit').click();
    await page.getByTestId('owner-post-title-error').waitFor();
    expect(await text('owner-post-title-error')).toBe('Ce champ est obligatoire.');
    expect(await text('owner-post-body-error')).toBe('Ce champ est obligatoire.');
    expect(sent('CreateMyPost')).toHaveLength(0);

    await page.getByLabel('Titre').fill('  Nouvelle carte d’automne ');
    await page.getByLabel('Texte').fill('Les cèpes sont arrivés.\n\nRéservez votre table.');
    await page.getByLabel('Adresse de la photo').fill('ftp:photo');
    // The shared schema refuses an address that is not http(s) or a site path, before any call.
    await page.getByTestId('owner-post-submit').click();
    await page.getByTestId('owner-post-picture-error').waitFor();
    expect(sent('CreateMyPost')).toHaveLength(0);

    await page.getByLabel('Adresse de la photo').fill('');
    await page.getByTestId('owner-post-submit').click();
    await page.waitForURL(url('/account/posts'));
    expect(sent('CreateMyPost')[0].variables).toEqual({
      input: {
        establishmentId: PLACE.id,
        title: 'Nouvelle carte d’automne',
        shortDescription: null,
        body: 'Les cèpes sont arrivés.\n\nRéservez votre table.',
        pictureUrl: null,
      },
    });
    await page.getByTestId('owner-post-row').first().waitFor();
    expect(await text('owner-post-row')).toContain('Nouvelle carte d’automne');
    expect(await text('owner-post-status')).toBe('En attente de validation');
    expect(posts).toHaveLength(1);
  });

  it('shows the server’s field errors next to the fields', async () => {
    const { page } = suite;
    playPosts(true);
    // Ownership is the server's to decide (the place was handed over meanwhile): its key shows next to the field.
    answer(suite.gateway, CreateMyPostDocument, () => refusal('BAD_USER_INPUT', 'invalid', { fieldErrors: { establishmentId: 'NOT_FOUND' } }));
    await page.goto(url('/account/posts/create'));
    await page.getByLabel('Titre').waitFor();
    await until(async () => (await page.getByTestId('owner-post-establishment').inputValue()) === PLACE.id, 'the establishment preselected');
    await page.getByLabel('Titre').fill('Fête des vendanges');
    await page.getByLabel('Texte').fill('Samedi, venez vendanger avec nous.');
    await page.getByTestId('owner-post-submit').click();
    await page.getByTestId('owner-post-establishment-error').waitFor();
    expect(await text('owner-post-establishment-error')).toBe("Choisissez l'un de vos établissements dans la liste");
    expect(page.url()).toBe(url('/account/posts/create'));
  });

  it('explains the page to a customer who owns no establishment', async () => {
    const { page } = suite;
    playPosts(false);
    await page.goto(url('/account/posts'));
    await page.getByTestId('owner-posts-not-owner').waitFor();
    expect(await text('owner-posts-not-owner')).toContain("Votre compte n'est rattaché à aucun établissement");
    expect(await page.getByTestId('account-menu-posts').count()).toBe(0);
  });

  it('staff review a pending post and publish it, or reject another with a reason', async () => {
    const { page, gateway } = suite;
    signInStaff(gateway, { email: 'claire@example.com', firstName: 'Claire', lastName: 'Éditrice', role: 'editor' });
    const row = (id: string, title: string) => ({
      __typename: 'OwnerPost',
      id,
      title,
      shortDescription: 'En bref',
      body: 'Premier paragraphe.\n\nSecond paragraphe.',
      pictureUrl: null,
      establishmentId: PLACE.id,
      establishmentName: PLACE.name,
      status: 'PENDING' as 'PENDING' | 'APPROVED' | 'REJECTED',
      rejectionReason: null as string | null,
      publishedPath: null as string | null,
      customerId: 'c-1',
      submittedAt: '2026-11-21T09:30:00.000Z',
      moderatedAt: null as string | null,
    });
    const rows = [row('p-1', 'Nouvelle carte d’automne'), row('p-2', 'Promo !!!')];
    answer(gateway, OwnerPostsDocument, ({ variables }) => {
      const found = rows.filter((r) => !variables.status || r.status === variables.status);
      return {
        data: {
          ownerPosts: {
            __typename: 'OwnerPostConnection',
            totalCount: found.length,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            edges: found.map((node) => ({ __typename: 'OwnerPostEdge', node })),
          },
        },
      };
    });
    answer(gateway, ApproveOwnerPostDocument, ({ variables }) => {
      const r = rows.find((x) => x.id === variables.id)!;
      Object.assign(r, { status: 'APPROVED', publishedPath: '/actualites-des-etablissements/nouvelle-carte-d-automne', moderatedAt: new Date().toISOString() });
      return {
        data: {
          approveOwnerPost: {
            __typename: 'OwnerPost',
            id: r.id,
            status: r.status,
            rejectionReason: null,
            publishedPath: r.publishedPath,
            moderatedAt: r.moderatedAt,
          },
        },
      };
    });
    answer(gateway, RejectOwnerPostDocument, ({ variables }) => {
      const r = rows.find((x) => x.id === variables.id)!;
      Object.assign(r, { status: 'REJECTED', rejectionReason: variables.reason, moderatedAt: new Date().toISOString() });
      return {
        data: { rejectOwnerPost: { __typename: 'OwnerPost', id: r.id, status: r.status, rejectionReason: r.rejectionReason, moderatedAt: r.moderatedAt } },
      };
    });

    await page.goto(url('/admin/cms/moderation'));
    await page.getByRole('heading', { name: 'Actualités des établissements' }).first().waitFor();
    await page.getByTestId('moderation-view-p-1').click();
    await page.getByTestId('moderation-drawer').getByTestId('moderation-body').waitFor();
    expect(await text('moderation-body')).toBe('Premier paragraphe.\n\nSecond paragraphe.');
    await page.getByTestId('moderation-drawer').getByTestId('moderation-approve-p-1').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Publier' }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Actualité publiée' }).first().waitFor();
    expect(sent('ApproveOwnerPost')[0].variables).toEqual({ id: 'p-1' });

    await page.getByTestId('moderation-reject-p-2').click();
    await page.getByTestId('moderation-reject-confirm').click();
    await until(async () => (await page.getByText('Ce champ est obligatoire').count()) > 0, 'the reason required');
    expect(sent('RejectOwnerPost')).toHaveLength(0);
    await page.getByTestId('moderation-reason').fill('Merci de présenter votre établissement plutôt qu’une promotion.');
    await page.getByTestId('moderation-reject-confirm').click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Actualité refusée' }).first().waitFor();
    expect(sent('RejectOwnerPost')[0].variables).toEqual({ id: 'p-2', reason: 'Merci de présenter votre établissement plutôt qu’une promotion.' });
    await until(async () => (await page.getByTestId('moderation-status').allTextContents()).join('|') === 'Publiée|Refusée', 'the new statuses in the table');
  });
});
