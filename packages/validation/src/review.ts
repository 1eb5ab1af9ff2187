import * as yup from 'yup';
import { MessageKey as K } from './messages';

/** Bounds of a customer review (catalog-guide submitReview and the storefront's review form). */
export const REVIEW_LIMITS = {
  minRating: 1,
  maxRating: 5,
  title: 120,
  body: 5000,
} as const;

const L = REVIEW_LIMITS;

/**
 * What the customer writes: a whole rating from 1 to 5, an optional title, a text. Plain text (the
 * apps escape it); line breaks are kept. The subject (product or establishment) is checked by the service.
 */
export const reviewSchema = yup.object({
  rating: yup.number().typeError(K.REQUIRED).required(K.REQUIRED).integer(K.OUT_OF_RANGE).min(L.minRating, K.OUT_OF_RANGE).max(L.maxRating, K.OUT_OF_RANGE),
  title: yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v))
    .max(L.title, K.TOO_LONG),
  body: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n').trim() : v))
    .required(K.REQUIRED)
    .max(L.body, K.TOO_LONG),
});
export type ReviewValues = yup.InferType<typeof reviewSchema>;
