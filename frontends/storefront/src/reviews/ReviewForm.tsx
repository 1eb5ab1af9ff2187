import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { REVIEW_LIMITS, reviewSchema } from '@guide/validation';
import { applyServerErrors, errorOf, Notice, SubmitButton, TextField, useMessage } from '../auth/form';
import { loginPathFor } from '../auth/redirect';
import { useCustomer } from '../auth/session';
import { useLocalePath } from '../locale';
import { SUBMIT_REVIEW } from './reviews.graphql';
import { REVIEWS_ANCHOR } from './rating';
import type { ReviewSubject } from './ReviewsSection';

/**
 * The review form of a signed-in customer (a guest gets a sign-in link), in a chunk of its own with Formik
 * and the Yup schemas: ReviewsSection loads it once the page is live, so a detail page's first download
 * and hydration do without them. The server never renders it (who is signed in is the browser's to know).
 */
type FormValues = { rating: string; title: string; body: string };

export function ReviewForm({ subject }: { subject: ReviewSubject }) {
  const { t } = useTranslation();
  const message = useMessage();
  const localePath = useLocalePath();
  const location = useLocation();
  const { customer, loading } = useCustomer();
  const [submit] = useMutation(SUBMIT_REVIEW);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
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

  if (loading) return null;
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
