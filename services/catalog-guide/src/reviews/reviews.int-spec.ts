import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { EventBus } from '@guide/platform';
import { TestSubgraph, adminIdentity, bootTestSubgraph, customerIdentity } from '@guide/platform/testing';
import { CustomerErasedSchema, CustomerRegisteredSchema, Events, OrderPlacedSchema, ReviewApprovedSchema, StatusChangedSchema } from '@guide/proto-schemas';
import { DataSource } from 'typeorm';
import { AppModule } from '../app.module';
import { REVIEW_AUTHOR_ERASURE } from './review-author-erasure.consumer';
import { REVIEW_AUTHORS, REVIEW_PURCHASES } from './review-projections.consumer';
import { REVIEWS_PER_DAY } from './reviews.service';
import { seedDemoReviews } from './demo-reviews';

const staff = adminIdentity([
  'catalog.products.create',
  'catalog.products.delete',
  'catalog.establishments.create',
  'catalog.establishments.publish',
  'marketing.reviews.list',
  'marketing.reviews.update',
  'marketing.reviews.mass-delete',
]);
const customer = (n: number) => customerIdentity(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);

const SUBMIT = `mutation($input: ReviewInput!) { submitReview(input: $input) { id rating title body authorName status verifiedPurchase createdAt
  product { id name } establishment { id name } } }`;
const MODERATE = `mutation($ids: [ID!]!, $status: ReviewStatus!) { moderateReviews(ids: $ids, status: $status) }`;
const DELETE = `mutation($ids: [ID!]!) { deleteReviews(ids: $ids) }`;
const MODERATION = `query($status: ReviewStatus, $first: Int, $after: String) { reviewsForModeration(status: $status, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { id status rating authorName product { name } establishment { name } } } } }`;
const PRODUCT = `query($slug: String!) { product(slug: $slug) { id rating { average count } reviews(first: 10) { totalCount edges { node { id rating authorName verifiedPurchase } } } } }`;
const ESTABLISHMENTS = `query($filter: EstablishmentFilter, $sort: EstablishmentSort) { establishments(filter: $filter, sort: $sort, first: 20) {
  totalCount edges { node { id name rating { average count } } } } }`;

describe('reviews', () => {
  let sg: TestSubgraph;
  const media = mkdtempSync(join(tmpdir(), 'guide-reviews-'));
  let product: { id: string; slug: string };
  let other: { id: string; slug: string };
  const places: { id: string; name: string }[] = [];

  const ok = <T = any>(res: { data: any; errors: any }, field: string): T => {
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data[field];
  };
  const err = (res: { errors?: any[] }) => res.errors?.[0]?.extensions;
  const submit = (input: object, who = customer(1)) => sg.gql(SUBMIT, { input }, who);

  beforeAll(async () => {
    sg = await bootTestSubgraph('catalog-guide', (cfg) => AppModule.forRoot({ ...cfg, MEDIA_DIR: media }));
    const newProduct = async (sku: string, name: string) =>
      ok(
        await sg.gql(
          `mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }`,
          { input: { sku, name, priceCents: 2500, taxCategory: 'REDUCED', published: true } },
          staff,
        ),
        'createProduct',
      );
    product = await newProduct('REV-1', 'Guide des vins 2026');
    other = await newProduct('REV-2', 'Coffret dégustation');
    for (const name of ['Domaine Zéphyrin Alpha', 'Domaine Zéphyrin Bravo', 'Domaine Zéphyrin Charlie']) {
      places.push(
        ok(
          await sg.gql(
            `mutation($input: EstablishmentInput!) { createEstablishment(input: $input) { id name } }`,
            { input: { name, type: 'WINE', cityCode: '21054', lat: 47.026, lon: 4.84, published: true } },
            staff,
          ),
          'createEstablishment',
        ),
      );
    }
  }, 60_000);
  afterAll(async () => {
    await sg?.close();
    rmSync(media, { recursive: true, force: true });
  });

  const deliverRegistered = (customerId: string, firstName: string, lastName: string) =>
    sg.app
      .get(EventBus)
      .consumer(REVIEW_AUTHORS)!
      .deliver({
        id: randomUUID(),
        type: Events.customerRegistered.type,
        key: customerId,
        occurredAt: new Date().toISOString(),
        payload: toBinary(CustomerRegisteredSchema, create(CustomerRegisteredSchema, { customerId, email: 'x@example.com', firstName, lastName })),
      });
  const deliverPlaced = (orderId: string, customerId: string, productIds: string[], id = randomUUID()) =>
    sg.app
      .get(EventBus)
      .consumer(REVIEW_PURCHASES)!
      .deliver({
        id,
        type: Events.orderPlaced.type,
        key: orderId,
        occurredAt: new Date().toISOString(),
        payload: toBinary(
          OrderPlacedSchema,
          create(OrderPlacedSchema, {
            orderId,
            number: '2026-000001',
            customer: { customerId, firstName: 'Zoé', lastName: 'Martin' },
            lines: productIds.map((productId) => ({ productId, sku: 'x', name: 'x', quantity: 1 })),
          }),
        ),
      });
  const deliverCanceled = (orderId: string) =>
    sg.app
      .get(EventBus)
      .consumer(REVIEW_PURCHASES)!
      .deliver({
        id: randomUUID(),
        type: Events.orderCanceled.type,
        key: orderId,
        occurredAt: new Date().toISOString(),
        payload: toBinary(StatusChangedSchema, create(StatusChangedSchema, { entityId: orderId, fromStatus: 'PENDING_PAYMENT', toStatus: 'CANCELED' })),
      });

  describe('submitReview', () => {
    it('is for signed-in customers only', async () => {
      expect(err(await sg.gql(SUBMIT, { input: { productId: product.id, rating: 5, body: 'Bien' } }))?.code).toBe('UNAUTHENTICATED');
      expect(err(await sg.gql(SUBMIT, { input: { productId: product.id, rating: 5, body: 'Bien' } }, staff))?.code).toBe('UNAUTHENTICATED');
    });

    it('checks the subject, the rating and the text', async () => {
      expect(err(await submit({ rating: 5, body: 'Bien' }))).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { subject: 'REQUIRED' } });
      expect(err(await submit({ productId: product.id, establishmentId: places[0].id, rating: 5, body: 'Bien' }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: { subject: 'REQUIRED' },
      });
      for (const rating of [0, 6, -1]) {
        expect(err(await submit({ productId: product.id, rating, body: 'Bien' }))).toMatchObject({
          code: 'BAD_USER_INPUT',
          fieldErrors: { rating: 'OUT_OF_RANGE' },
        });
      }
      expect(err(await submit({ productId: product.id, rating: 4, body: '   ' }))).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { body: 'REQUIRED' } });
      expect(err(await submit({ productId: product.id, rating: 4, body: 'x'.repeat(5001) }))?.code).toBe('BAD_USER_INPUT');
      expect(err(await submit({ productId: product.id, rating: 4, title: 't'.repeat(121), body: 'Bien' }))?.code).toBe('BAD_USER_INPUT');
      expect(err(await submit({ productId: randomUUID(), rating: 4, body: 'Bien' }))?.code).toBe('NOT_FOUND');
      expect(['NOT_FOUND', 'BAD_USER_INPUT']).toContain(err(await submit({ establishmentId: 'nope', rating: 4, body: 'Bien' }))?.code);
    });

    it('records a PENDING review with the author shown as "First L."; a second one is CONFLICT ALREADY_REVIEWED', async () => {
      expect(await deliverRegistered((customer(1) as any).id, 'Marie', 'dupont')).toBe('applied');
      const review = ok(await submit({ productId: product.id, rating: 4, title: ' Très bon ', body: 'Un <b>guide</b> précieux.\nÀ offrir.' }), 'submitReview');
      expect(review).toMatchObject({
        rating: 4,
        title: 'Très bon',
        body: 'Un <b>guide</b> précieux.\nÀ offrir.',
        authorName: 'Marie D.',
        status: 'PENDING',
        verifiedPurchase: false,
        product: { id: product.id, name: 'Guide des vins 2026' },
        establishment: null,
      });
      expect(err(await submit({ productId: product.id, rating: 2, body: 'Encore' }))).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: { subject: 'ALREADY_REVIEWED' },
      });
      // Not public until approved.
      const page = ok(await sg.gql(PRODUCT, { slug: product.slug }), 'product');
      expect(page.rating).toEqual({ average: 0, count: 0 });
      expect(page.reviews.totalCount).toBe(0);
    });

    it('shows "Client" once the author erased their account (identity.customer.erased), even if an older event comes late', async () => {
      const who = (customer(1) as any).id as string;
      const erased = sg.app
        .get(EventBus)
        .consumer(REVIEW_AUTHOR_ERASURE)!
        .deliver({
          id: randomUUID(),
          type: Events.customerErased.type,
          key: who,
          occurredAt: new Date().toISOString(),
          payload: toBinary(CustomerErasedSchema, create(CustomerErasedSchema, { customerId: who, erasedBy: 'CUSTOMER' })),
        });
      expect(await erased).toBe('applied');
      const [row] = await sg.app.get(DataSource).query('SELECT first_name, last_name FROM review_author WHERE customer_id = $1', [who]);
      expect(row).toEqual({ first_name: '', last_name: '' });
      // A registration delivered late (stamped before the erasure) changes nothing.
      await sg.app
        .get(EventBus)
        .consumer(REVIEW_AUTHORS)!
        .deliver({
          id: randomUUID(),
          type: Events.customerRegistered.type,
          key: who,
          occurredAt: new Date(Date.now() - 60_000).toISOString(),
          payload: toBinary(
            CustomerRegisteredSchema,
            create(CustomerRegisteredSchema, { customerId: who, email: 'x@example.com', firstName: 'Marie', lastName: 'Dupont' }),
          ),
        });
      const [after] = await sg.app.get(DataSource).query('SELECT first_name FROM review_author WHERE customer_id = $1', [who]);
      expect(after.first_name).toBe('');
      // Restored for the tests after this one.
      expect(await deliverRegistered(who, 'Marie', 'dupont')).toBe('applied');
    });

    it('answers CONFLICT, never an internal error, to concurrent duplicates', async () => {
      const who = customer(2);
      const results = await Promise.all(Array.from({ length: 5 }, () => submit({ productId: other.id, rating: 3, body: 'En même temps' }, who)));
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      for (const r of results.filter((r) => r.errors)) expect(err(r)).toMatchObject({ code: 'CONFLICT', fieldErrors: { subject: 'ALREADY_REVIEWED' } });
    });

    it('limits a customer to REVIEWS_PER_DAY submissions a day', async () => {
      const who = (customer(3) as any).id as string;
      const db = sg.app.get(DataSource);
      // The day's allowance used on other products (rows written directly: twenty products through the API is slow).
      await db.query(
        `WITH p AS (INSERT INTO product (sku, slug, name, price_cents, tax_category, published)
           SELECT 'RL-' || g, 'rl-' || g, 'Limite ' || g, 100, 'STANDARD', false FROM generate_series(1, $2::int) g RETURNING id)
         INSERT INTO review (product_id, customer_id, rating, body) SELECT id, $1, 3, 'x' FROM p`,
        [who, REVIEWS_PER_DAY],
      );
      expect(err(await submit({ productId: product.id, rating: 5, body: 'Encore un' }, customer(3)))?.code).toBe('TOO_MANY_REQUESTS');
      await db.query(`DELETE FROM product WHERE sku LIKE 'RL-%'`);
      expect(ok(await submit({ productId: product.id, rating: 5, body: 'Encore un' }, customer(3)), 'submitReview').status).toBe('PENDING');
      await db.query(`DELETE FROM review WHERE customer_id = $1`, [who]);
    });
  });

  describe('moderation', () => {
    it('lists reviews newest first, by status, with their subject', async () => {
      const list = ok(await sg.gql(MODERATION, { status: 'PENDING' }, staff), 'reviewsForModeration');
      expect(list.totalCount).toBe(2);
      expect(list.edges.map((e: any) => e.node.product.name)).toEqual(['Coffret dégustation', 'Guide des vins 2026']);
      const paged = ok(await sg.gql(MODERATION, { first: 1 }, staff), 'reviewsForModeration');
      expect(paged.pageInfo.hasNextPage).toBe(true);
      const next = ok(await sg.gql(MODERATION, { first: 1, after: paged.pageInfo.endCursor }, staff), 'reviewsForModeration');
      expect(next.edges[0].node.id).not.toBe(paged.edges[0].node.id);
      expect(err(await sg.gql(MODERATION, { first: 0 }, staff))?.code).toBe('BAD_USER_INPUT');
    });

    it('approves: only approved reviews are public and counted, with their average', async () => {
      const customers = [4, 5, 6];
      const ratings = [5, 4, 4];
      const ids: string[] = [];
      for (const [i, n] of customers.entries())
        ids.push(ok(await submit({ productId: product.id, rating: ratings[i], body: `Avis ${n}` }, customer(n)), 'submitReview').id);
      expect(ok(await sg.gql(MODERATE, { ids: [ids[0], ids[1]], status: 'APPROVED' }, staff), 'moderateReviews')).toBe(2);
      expect(ok(await sg.gql(MODERATE, { ids: [ids[0], randomUUID()], status: 'APPROVED' }, staff), 'moderateReviews')).toBe(0);
      expect(ok(await sg.gql(MODERATE, { ids: [ids[2]], status: 'REJECTED' }, staff), 'moderateReviews')).toBe(1);
      // Partners hear of each approval once (catalog.review.approved, for identity's webhooks), of nothing else.
      const approvals = async () =>
        (
          (await sg.app.get(DataSource).query(`SELECT key, payload FROM outbox WHERE type = $1 AND key = ANY($2)`, [Events.reviewApproved.type, ids])) as {
            key: string;
            payload: Buffer;
          }[]
        ).map((r) => fromBinary(ReviewApprovedSchema, new Uint8Array(r.payload)));
      expect((await approvals()).map((e) => [e.reviewId, e.productId, e.rating]).sort()).toEqual(
        [
          [ids[0], product.id, 5],
          [ids[1], product.id, 4],
        ].sort(),
      );
      let page = ok(await sg.gql(PRODUCT, { slug: product.slug }), 'product');
      expect(page.rating).toEqual({ average: 4.5, count: 2 });
      expect(page.reviews.totalCount).toBe(2);
      expect(page.reviews.edges.map((e: any) => e.node.rating).sort()).toEqual([4, 5]);
      // Approving the rejected one counts it; deleting an approved one uncounts it.
      ok(await sg.gql(MODERATE, { ids: [ids[2]], status: 'APPROVED' }, staff), 'moderateReviews');
      page = ok(await sg.gql(PRODUCT, { slug: product.slug }), 'product');
      expect(page.rating).toEqual({ average: 4.33, count: 3 });
      expect(ok(await sg.gql(DELETE, { ids: [ids[0], randomUUID()] }, staff), 'deleteReviews')).toBe(1);
      page = ok(await sg.gql(PRODUCT, { slug: product.slug }), 'product');
      expect(page.rating).toEqual({ average: 4, count: 2 });
      // Back to pending: no longer public.
      ok(await sg.gql(MODERATE, { ids: [ids[1]], status: 'PENDING' }, staff), 'moderateReviews');
      page = ok(await sg.gql(PRODUCT, { slug: product.slug }), 'product');
      expect(page.rating).toEqual({ average: 4, count: 1 });
      expect(page.reviews.edges.map((e: any) => e.node.id)).toEqual([ids[2]]);
    });

    it('keeps the summary right when moderators approve reviews of one subject at the same time', async () => {
      const ids: string[] = [];
      for (const n of [10, 11, 12, 13, 14, 15])
        ids.push(ok(await submit({ productId: other.id, rating: 2, body: 'Parallèle' }, customer(n)), 'submitReview').id);
      await Promise.all(ids.map((id) => sg.gql(MODERATE, { ids: [id], status: 'APPROVED' }, staff)));
      const page = ok(await sg.gql(PRODUCT, { slug: other.slug }), 'product');
      expect(page.rating).toEqual({ average: 2, count: 6 });
    });

    it('is refused without the permissions', async () => {
      const none = adminIdentity(['marketing.reviews.list']);
      expect(err(await sg.gql(MODERATE, { ids: [randomUUID()], status: 'APPROVED' }, none))?.code).toBe('FORBIDDEN');
      expect(err(await sg.gql(DELETE, { ids: [randomUUID()] }, none))?.code).toBe('FORBIDDEN');
      expect(err(await sg.gql(MODERATION, {}, adminIdentity([])))?.code).toBe('FORBIDDEN');
      expect(err(await sg.gql(MODERATION, {}, customer(1)))?.code).toBe('FORBIDDEN');
      expect(err(await sg.gql(MODERATION, {}))?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('verified purchase', () => {
    it('is set at submission when commerce reported the order, and later when the order comes after', async () => {
      const buyer = (customer(20) as any).id as string;
      const order = randomUUID();
      const eventId = randomUUID();
      expect(await deliverPlaced(order, buyer, [product.id, 'not-a-uuid'], eventId)).toBe('applied');
      expect(await deliverPlaced(order, buyer, [product.id], eventId)).toBe('duplicate');
      const review = ok(await submit({ productId: product.id, rating: 5, body: 'Acheté et approuvé' }, customer(20)), 'submitReview');
      expect(review.verifiedPurchase).toBe(true);
      // The order's names stand in until identity's event comes.
      expect(review.authorName).toBe('Zoé M.');

      const late = customer(21);
      const before = ok(await submit({ productId: other.id, rating: 4, body: 'Acheté avant' }, late), 'submitReview');
      expect(before.verifiedPurchase).toBe(false);
      const lateOrder = randomUUID();
      await deliverPlaced(lateOrder, (late as any).id, [other.id]);
      ok(await sg.gql(MODERATE, { ids: [before.id], status: 'APPROVED' }, staff), 'moderateReviews');
      const page = ok(await sg.gql(PRODUCT, { slug: other.slug }), 'product');
      expect(page.reviews.edges.find((e: any) => e.node.id === before.id).node.verifiedPurchase).toBe(true);
      // A canceled order no longer counts, even delivered before its placement.
      await deliverCanceled(lateOrder);
      const after = ok(await sg.gql(PRODUCT, { slug: other.slug }), 'product');
      expect(after.reviews.edges.find((e: any) => e.node.id === before.id).node.verifiedPurchase).toBe(false);
      const early = randomUUID();
      await deliverCanceled(early);
      await deliverPlaced(early, (late as any).id, [other.id]);
      const still = ok(await sg.gql(PRODUCT, { slug: other.slug }), 'product');
      expect(still.reviews.edges.find((e: any) => e.node.id === before.id).node.verifiedPurchase).toBe(false);
    });

    it('is always false for an establishment', async () => {
      const review = ok(await submit({ establishmentId: places[0].id, rating: 5, body: 'Superbe cave' }, customer(20)), 'submitReview');
      expect(review).toMatchObject({ verifiedPurchase: false, establishment: { id: places[0].id }, product: null });
    });
  });

  describe('the guide sorted by rating', () => {
    it('puts the best average first, then the most reviews, unrated last; text searches too', async () => {
      const [alpha, bravo, charlie] = places;
      const approve = async (establishmentId: string, n: number, rating: number) => {
        const r = ok(await submit({ establishmentId, rating, body: 'Visite' }, customer(n)), 'submitReview');
        ok(await sg.gql(MODERATE, { ids: [r.id], status: 'APPROVED' }, staff), 'moderateReviews');
      };
      // alpha: the pending/establishment review of customer 20 above stays pending.
      await approve(bravo.id, 30, 4);
      await approve(bravo.id, 31, 5);
      await approve(charlie.id, 32, 5);
      const deadline = Date.now() + 5000;
      let list: any;
      for (;;) {
        list = ok(await sg.gql(ESTABLISHMENTS, { sort: 'RATING' }), 'establishments');
        if (list.totalCount === 3 || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(list.edges.map((e: any) => e.node.name)).toEqual([charlie.name, bravo.name, alpha.name]);
      expect(list.edges.map((e: any) => e.node.rating)).toEqual([
        { average: 5, count: 1 },
        { average: 4.5, count: 2 },
        { average: 0, count: 0 },
      ]);
      await approve(bravo.id, 33, 5);
      await approve(alpha.id, 34, 5);
      await approve(alpha.id, 35, 5);
      // alpha 5 (2), charlie 5 (1), bravo 4.67 (3): the cached page was forgotten.
      const again = ok(await sg.gql(ESTABLISHMENTS, { sort: 'RATING' }), 'establishments');
      expect(again.edges.map((e: any) => e.node.name)).toEqual([alpha.name, charlie.name, bravo.name]);
      const text = ok(await sg.gql(ESTABLISHMENTS, { filter: { text: 'zéphyrin' }, sort: 'RATING' }), 'establishments');
      expect(text.edges.map((e: any) => e.node.name)).toEqual([alpha.name, charlie.name, bravo.name]);
      const filtered = ok(await sg.gql(ESTABLISHMENTS, { filter: { types: ['WINE'], cityCodes: ['21054'] }, sort: 'RATING' }), 'establishments');
      expect(filtered.edges.map((e: any) => e.node.name)).toEqual([alpha.name, charlie.name, bravo.name]);
    });
  });

  describe('demo reviews', () => {
    it('seeds approved reviews with their summaries, only into an empty table', async () => {
      const db = sg.app.get(DataSource);
      expect(await seedDemoReviews(db)).toBe(0);
      await db.query('DELETE FROM review');
      await db.query('DELETE FROM review_summary');
      expect(await seedDemoReviews(db)).toBeGreaterThan(0);
      const page = ok(await sg.gql(PRODUCT, { slug: product.slug }), 'product');
      expect(page.rating.count).toBeGreaterThanOrEqual(2);
      expect(page.reviews.totalCount).toBe(page.rating.count);
      expect(page.reviews.edges[0].node.authorName).toMatch(/^[A-Z][a-zé]+ [A-Z]\.$/);
      expect(await seedDemoReviews(db)).toBe(0);
    });
  });
});
