import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@guide/ui';
import { useLanguage } from '../locale';
import { ESTABLISHMENT_REVIEWS, PRODUCT_REVIEWS, REVIEWS_PAGE_SIZE, type ReviewsConnection } from './reviews.graphql';
import type { EstablishmentType } from '../gql/graphql';
import { formatAverage, REVIEWS_ANCHOR, type Rating } from './rating';
import { Stars } from './Stars';
import './reviews.css';

/** What is reviewed: a product of the shop or an establishment of the guide (its detail page's query keys). */
export type ReviewSubject = { kind: 'product'; id: string; slug: string } | { kind: 'establishment'; id: string; slug: string; type: EstablishmentType };

const ReviewForm = lazy(async () => ({ default: (await import('./ReviewForm')).ReviewForm }));

/**
 * The "Avis" block of a detail page: the average and count, the approved reviews (newest first, a few at a
 * time), and the form for a signed-in customer (guests get a sign-in link). Reviews are plain text.
 */
export function ReviewsSection({ subject, rating, first }: { subject: ReviewSubject; rating: Rating; first: ReviewsConnection }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // The detail page's query brings the first reviews; asking for more reads a longer page of them.
  const [shown, setShown] = useState(REVIEWS_PAGE_SIZE);
  const more = shown > REVIEWS_PAGE_SIZE;
  const variables = { slug: subject.slug, first: shown };
  const product = useQuery(PRODUCT_REVIEWS, { variables, skip: !more || subject.kind !== 'product' });
  const establishment = useQuery(ESTABLISHMENT_REVIEWS, {
    variables: { ...variables, type: subject.kind === 'establishment' ? subject.type : null },
    skip: !more || subject.kind !== 'establishment',
  });
  const result = subject.kind === 'product' ? product : establishment;
  const longer = subject.kind === 'product' ? product.data?.product?.reviews : establishment.data?.establishment?.reviews;
  const reviews: ReviewsConnection = (more && longer) || first;
  // The page's own query gives the summary: one source for the header, this block and the JSON-LD.
  const summary = rating;
  // Who is signed in is the browser's to know: the server and the first render in the browser (hydration)
  // show neither the form nor the sign-in link, so both render the same. Its chunk loads once the page is live.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <section className="detail-section reviews" id={REVIEWS_ANCHOR} aria-labelledby="reviews-title" data-testid="reviews">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      {summary.count > 0 ? (
        <p className="reviews__summary" data-testid="reviews-average">
          <Stars value={summary.average} /> <strong>{t('reviews.average', { value: formatAverage(summary.average, lang) })}</strong>{' '}
          <span className="reviews__muted" data-testid="reviews-count">
            {t('reviews.count', { count: summary.count })}
          </span>
        </p>
      ) : (
        <p className="reviews__muted" data-testid="reviews-none">
          {t('reviews.none')}
        </p>
      )}
      {reviews.edges.length > 0 && (
        <ol className="reviews__list" data-testid="reviews-list">
          {reviews.edges.map(({ node: r }) => (
            <li key={r.id} className="review" data-testid="review">
              <p className="review__head">
                <Stars value={r.rating} />
                {r.title && <strong className="review__title">{r.title}</strong>}
              </p>
              <p className="review__body">{r.body}</p>
              <p className="review__meta">
                <span>{t('reviews.by', { name: r.authorName, date: formatLongDate(r.createdAt, lang) })}</span>
                {r.verifiedPurchase && (
                  <span className="review__verified" data-testid="review-verified">
                    {t('reviews.verified')}
                  </span>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {reviews.pageInfo.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          disabled={result.loading}
          onClick={() => setShown((n) => n + REVIEWS_PAGE_SIZE)}
          data-testid="reviews-more"
        >
          {t('reviews.more', { count: reviews.totalCount - reviews.edges.length })}
        </button>
      )}
      {mounted && (
        <Suspense fallback={null}>
          <ReviewForm subject={subject} />
        </Suspense>
      )}
    </section>
  );
}
