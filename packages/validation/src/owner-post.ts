import * as yup from 'yup';
import { isMediaUrl } from './content';
import { MessageKey as K } from './messages';

/** Bounds of an owner's post (account/posts, createMyPost / updateMyPost) and of a rejection reason. */
export const OWNER_POST_LIMITS = {
  title: 150,
  shortDescription: 500,
  /** Plain text: paragraphs separated by a blank line (the service turns them into <p>, escaped). */
  body: 20_000,
  pictureUrl: 2048,
  rejectionReason: 1000,
} as const;

const L = OWNER_POST_LIMITS;
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An owner's post: the establishment must be one of theirs (checked by the service: NOT_FOUND). */
export const ownerPostSchema = yup.object({
  establishmentId: yup
    .string()
    .trim()
    .required(K.REQUIRED)
    .test('uuid', 'NOT_FOUND', (v) => !v || UUID.test(v))
    .transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v)),
  title: yup.string().trim().required(K.REQUIRED).max(L.title, K.TOO_LONG),
  shortDescription: yup.string().trim().nullable().default(null).transform(emptyToNull).max(L.shortDescription, K.TOO_LONG),
  body: yup
    .string()
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n').trim() : v))
    .required(K.REQUIRED)
    .max(L.body, K.TOO_LONG),
  pictureUrl: yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform(emptyToNull)
    .max(L.pictureUrl, K.URL_INVALID)
    .test('url', K.URL_INVALID, (v) => v == null || isMediaUrl(v)),
});
export type OwnerPostValues = yup.InferType<typeof ownerPostSchema>;

/** Staff's reason when rejecting an owner's post (shown to the owner). */
export const ownerPostRejectionSchema = yup.object({
  reason: yup.string().trim().required(K.REQUIRED).max(L.rejectionReason, K.TOO_LONG),
});
