import { ModerateReviewsDocument, ReviewsForModerationDocument, type ReviewsForModerationQuery } from '../../frontends/admin/src/gql/graphql';
import { ProductDetailDocument, SubmitReviewDocument } from '../../frontends/storefront/src/gql/graphql';
import { fakeMediaAndTiles } from './guide-fixtures';
import { until, useBrowserSuite } from './browser';
import { PRODUCTS, playShop } from './shop-fixtures';
import { answer, signInStaff, type Stubbed } from './stubs';

type StoredReview = { id: string; rating: number; title: string | null; body: string; status: 'PENDING' | 'APPROVED' | 'REJECTED' };

/**
 * Reviews end to end in the browser, STUB gateway (browser.ts) playing catalog-guide's reviews in memory: a
 * signed-in customer reviews a product, staff approve it in Marketing › Reviews, and the product page then
 * shows it with the average. The real rules (validation, one per subject, counting) are catalog-guide's
 * reviews.int-spec.ts.
 */
describe('reviews (browser, stub gateway)', () => {
  const suite = useBrowserSuite({
    contextOptions: { timezoneId: 'Europe/Paris', viewport: { width: 390, height: 844 } },
    preparePage: (page) => fakeMediaAndTiles(page),
  });
  const url = (path: string) => `${suite.stack.baseUrl}${path}`;

  it('a customer reviews a product, staff approve it, the page shows it with the average', async () => {
    const { page, gateway } = suite;
    playShop(gateway, { signedIn: true });
    signInStaff(gateway);
    const product = PRODUCTS[0];
    const reviews: StoredReview[] = [];
    const approved = () => reviews.filter((r) => r.status === 'APPROVED');
    const node = (r: StoredReview) => ({
      __typename: 'Review' as const,
      id: r.id,
      rating: r.rating,
      title: r.title,
      body: r.body,
      authorName: 'Claire D.',
      verifiedPurchase: true,
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    answer(gateway, SubmitReviewDocument, ({ variables }) => {
      const r: StoredReview = {
        id: `r-${reviews.length + 1}`,
        rating: variables.input.rating,
        title: variables.input.title ?? null,
        body: variables.input.body,
        status: 'PENDING',
      };
      reviews.push(r);
      return { data: { submitReview: { __typename: 'Review', id: r.id, status: r.status } } };
    });
    // The page's own query carries the summary and the first reviews, as catalog-guide's Product.rating and reviews do.
    answer(gateway, ProductDetailDocument, () => {
      const list = approved();
      const { createdOrder: _c, categorySlug: _s, ...detail } = product;
      const average = list.length ? list.reduce((sum, r) => sum + r.rating, 0) / list.length : 0;
      const reviewsPage = {
        __typename: 'ReviewConnection' as const,
        totalCount: list.length,
        pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
        edges: list.map((r, i) => ({ __typename: 'ReviewEdge' as const, cursor: String(i), node: node(r) })),
      };
      return { data: { product: { ...detail, rating: { __typename: 'RatingSummary', average, count: list.length }, reviews: reviewsPage } } };
    });
    answer(gateway, ReviewsForModerationDocument, ({ variables }) => {
      const list = reviews.filter((r) => !variables.status || r.status === variables.status);
      const data: Stubbed<ReviewsForModerationQuery> = {
        reviewsForModeration: {
          __typename: 'ReviewConnection',
          totalCount: list.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: list.map((r, i) => ({
            __typename: 'ReviewEdge',
            cursor: String(i),
            node: {
              ...node(r),
              status: r.status,
              product: { __typename: 'Product', id: product.id, name: product.name, path: product.path },
              establishment: null,
            },
          })),
        },
      };
      return { data };
    });
    answer(gateway, ModerateReviewsDocument, ({ variables }) => {
      const changed = reviews.filter((r) => variables.ids.includes(r.id) && r.status !== variables.status);
      for (const r of changed) r.status = variables.status;
      return { data: { moderateReviews: changed.length } };
    });

    // The customer writes a review: nothing public yet.
    await page.goto(url(product.path));
    await page.getByTestId('reviews-none').waitFor();
    await page.getByTestId('review-form').waitFor();
    await page.getByTestId('review-submit').click();
    await page.getByTestId('review-rating-error').waitFor();
    await page.locator('label:has([data-testid="review-rating-4"])').click();
    await page.getByTestId('review-title').fill('Un indispensable');
    await page.getByTestId('review-body').fill('Des adresses sûres, bien choisies.');
    await page.getByTestId('review-submit').click();
    expect(await page.getByTestId('review-thanks').textContent()).toContain('Merci, votre avis sera publié après modération');
    expect(reviews).toEqual([{ id: 'r-1', rating: 4, title: 'Un indispensable', body: 'Des adresses sûres, bien choisies.', status: 'PENDING' }]);

    // Staff approve it from the moderation queue (pending by default).
    await page.goto(url('/admin/marketing/reviews'));
    await page.getByTestId('reviews-table').getByText('Un indispensable').waitFor();
    await page.getByTestId('reviews-table').locator('.ant-table-row .ant-checkbox-input').first().check();
    await page.getByTestId('reviews-approve').click();
    await page.locator('.ant-notification-notice').filter({ hasText: '1 avis approuvé' }).first().waitFor();
    await until(async () => (await page.getByTestId('reviews-table').getByText('Un indispensable').count()) === 0, 'the queue empties');
    expect(reviews[0].status).toBe('APPROVED');

    // The product page shows the review and its average.
    await page.goto(url(product.path));
    await page.getByTestId('review').first().waitFor();
    expect(await page.getByTestId('reviews-average').textContent()).toContain('4 sur 5');
    expect(await page.getByTestId('reviews-count').textContent()).toBe('1 avis');
    expect(await page.getByTestId('review').first().textContent()).toContain('Des adresses sûres, bien choisies.');
    expect(await page.getByTestId('review-verified').first().textContent()).toBe('Achat vérifié');
    expect(await page.getByTestId('rating-summary').textContent()).toContain('1 avis');
    // The server's HTML carries the AggregateRating in the product's JSON-LD.
    const html = await (await page.request.get(url(product.path))).text();
    const jsonLd = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]);
    expect(jsonLd.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 });
    // Nothing runs wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
