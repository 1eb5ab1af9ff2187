import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { formatLongDate } from '@guide/ui';
import { REVIEW_LIMITS, reviewSchema } from '@guide/validation';
import { applyServerErrors, errorOf, Notice, SubmitButton, TextField, useMessage } from '../auth/form';
import { loginPathFor } from '../auth/redirect';
import { useCustomer } from '../auth/session';
import { useLanguage, useLocalePath } from '../locale';
import { ESTABLISHMENT_REVIEWS, PRODUCT_REVIEWS, REVIEWS_PAGE_SIZE, SUBMIT_REVIEW, type ReviewsConnection } from './reviews.graphql';
import type { EstablishmentType } from '../gql/graphql';
import { formatAverage, REVIEWS_ANCHOR, type Rating } from './rating';
import { Stars } from './Stars';
import './reviews.css';

/** What is reviewed: a product of the shop or an establishment of the guide (its detail page's query keys). */
export type ReviewSubject = { kind: 'product'; id: string; slug: string } | { kind: 'establishment'; id: string; slug: string; type: EstablishmentType };

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
      <ReviewForm subject={subject} />
    </section>
  );
}

type FormValues = { rating: string; title: string; body: string };

function ReviewForm({ subject }: { subject: ReviewSubject }) {
  const { t } = useTranslation();
  const message = useMessage();
  const localePath = useLocalePath();
  const location = useLocation();
  const { customer, loading } = useCustomer();
  const [submit] = useMutation(SUBMIT_REVIEW);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Who is signed in is the browser's to know: the server and the first render in the browser (hydration)
  // show neither the form nor the sign-in link, so both render the same.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const id = useId();
  const formik = useFormik<FormValues>({
    initialValues: { rating: '', title: '', body: '' },
    validationSchema: reviewSchema,
    onSubmit: async (values) => {
      setFailure(null);
      const checked = reviewSchema.cast(values);
      try {
        await submit({
          variables: {
            input: {
              ...(subject.kind === 'product' ? { productId: subject.id } : { establishmentId: subject.id }),
              rating: checked.rating,
              title: checked.title,
              body: checked.body,
            },
          },
        });
        setDone(true);
      } catch (e) {
        const others = applyServerErrors(formik, e);
        setFailure(others?.length ? others[0] : others === null ? 'unknown' : null);
      }
    },
  });

  if (!mounted || loading) return null;
  if (!customer) {
    return (
      <p className="reviews__guest" data-testid="reviews-sign-in">
        <Link to={loginPathFor(localePath('/login'), `${location.pathname}#${REVIEWS_ANCHOR}`)}>{t('reviews.signIn')}</Link>
      </p>
    );
  }
  if (done) {
    return (
      <Notice kind="success" testId="review-thanks">
        {t('reviews.thanks')}
      </Notice>
    );
  }
  const ratingError = errorOf(formik, 'rating');
  const bodyError = errorOf(formik, 'body');
  return (
    <form className="review-form" onSubmit={formik.handleSubmit} noValidate data-testid="review-form">
      <h3>{t('reviews.formTitle')}</h3>
      {failure && (
        <Notice kind="error" testId="review-error">
          {message(failure)}
        </Notice>
      )}
      <fieldset className={`form-field review-form__rating${ratingError ? ' has-error' : ''}`} data-testid="review-rating">
        <legend>
          {t('reviews.fields.rating')}
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="star-input">
          {/* Highest first in the markup: the CSS lights a star and the ones after it (row-reverse). */}
          {[5, 4, 3, 2, 1].map((n) => (
            <label key={n} title={t('reviews.stars', { count: n })}>
              <input
                type="radio"
                name="rating"
                value={String(n)}
                checked={formik.values.rating === String(n)}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                data-testid={`review-rating-${n}`}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('reviews.stars', { count: n })}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p className="form-error" data-testid="review-rating-error">
            {message(ratingError)}
          </p>
        )}
      </fieldset>
      <TextField formik={formik} name="title" label={t('reviews.fields.title')} maxLength={REVIEW_LIMITS.title} testId="review-title" />
      <div className={`form-field${bodyError ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-body`}>
          {t('reviews.fields.body')}
          <span className="form-required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={5}
          maxLength={REVIEW_LIMITS.body}
          value={formik.values.body}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={bodyError ? true : undefined}
          aria-required
          aria-describedby={bodyError ? `${id}-body-error` : `${id}-body-hint`}
          data-testid="review-body"
        />
        {bodyError ? (
          <p className="form-error" id={`${id}-body-error`} data-testid="review-body-error">
            {message(bodyError)}
          </p>
        ) : (
          <p className="form-hint" id={`${id}-body-hint`}>
            {t('reviews.moderationHint')}
          </p>
        )}
      </div>
      <SubmitButton busy={formik.isSubmitting} testId="review-submit">
        {t('reviews.submit')}
      </SubmitButton>
    </form>
  );
}
