/**
 * Image uploads. Establishment images: the upload endpoint of the catalog (`POST /media/establishments/:id/images`,
 * multipart field `file`, optional `alt`), used by the back office (Bearer token) and by owners on the
 * storefront (session cookie). The pre-check mirrors the server's rules so most refusals need no round trip;
 * the server stays the authority and answers `BAD_USER_INPUT` with `fieldErrors.file`. With a session cookie
 * the gateway wants the CSRF token like a GraphQL mutation (`x-csrf-token`, from session.ts); its refusal
 * (HTTP 419, `CSRF_TOKEN_INVALID`) sends the app to its 419 page, as a refused mutation does. Shop product
 * pictures (`POST /media/products/:id/images`, back office) work the same way: `uploadProductImage`.
 */
import type { EstablishmentImageFieldsFragment } from './gql/graphql';
import { csrfHeaders, hasCsrfRefusal, signalPageExpired } from './session';

export const IMAGE_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Upper bound of one image file: the media endpoint's limit (catalog-guide `IMAGE_RULES.maxBytes`). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** For `<input type="file" accept>`. */
export const IMAGE_ACCEPT_ATTRIBUTE = IMAGE_ACCEPTED_TYPES.join(',');

export type ImageFileProblem = 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ACCEPTED';

export function checkImageFile(file: { type: string; size: number }): ImageFileProblem | null {
  if (!(IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'FILE_TYPE_NOT_ACCEPTED';
  if (file.size > IMAGE_MAX_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

/** What the upload answers: the image as the `EstablishmentImageFields` fragment selects it. */
export type EstablishmentImage = EstablishmentImageFieldsFragment;

/** A refused upload: `code` is the GraphQL-style code (or NETWORK), `fieldErrors` the per-field message keys. */
export class UploadError extends Error {
  constructor(
    readonly code: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(`image upload refused: ${code}`);
    this.name = 'UploadError';
  }
}

export interface UploadImageOptions {
  establishmentId: string;
  file: File;
  alt?: string;
  /** Back office: the admin token. Storefront owners travel with their session cookie instead. */
  accessToken?: string;
  /** Names the app, like the GraphQL clients do (`x-guide-client`). */
  client: 'admin' | 'storefront';
}

export function establishmentImagesUrl(establishmentId: string): string {
  return `/media/establishments/${encodeURIComponent(establishmentId)}/images`;
}

export async function uploadEstablishmentImage(options: UploadImageOptions): Promise<EstablishmentImage> {
  return postImage(establishmentImagesUrl(options.establishmentId), options, (payload) => 'id' in payload) as Promise<EstablishmentImage>;
}

/** A product picture as the upload answers it: `ProductImage`'s fields and its place in the list (1 = main). */
export interface UploadedProductImage {
  url: string;
  alt: string | null;
  position: number;
}

export function productImagesUrl(productId: string): string {
  return `/media/products/${encodeURIComponent(productId)}/images`;
}

/**
 * Shop product pictures (`POST /media/products/:id/images`, back office only, catalog.products.update):
 * the picture is appended to the product's pictures at once; same pre-check, errors and CSRF rules.
 */
export async function uploadProductImage(
  options: Omit<UploadImageOptions, 'establishmentId' | 'client'> & { productId: string },
): Promise<UploadedProductImage> {
  return postImage(productImagesUrl(options.productId), { ...options, client: 'admin' }, (payload) => 'url' in payload) as Promise<UploadedProductImage>;
}

async function postImage(url: string, options: Omit<UploadImageOptions, 'establishmentId'>, isAnswer: (payload: object) => boolean): Promise<unknown> {
  const body = new FormData();
  body.append('file', options.file);
  if (options.alt?.trim()) body.append('alt', options.alt.trim());
  const headers: Record<string, string> = { 'x-guide-client': options.client, ...csrfHeaders() };
  if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, headers, credentials: 'include' });
  } catch {
    throw new UploadError('NETWORK');
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok && payload && typeof payload === 'object' && isAnswer(payload)) return payload;
  const errors = (payload as { errors?: unknown } | null)?.errors;
  if (response.status === 419 || (Array.isArray(errors) && hasCsrfRefusal(errors))) signalPageExpired();
  throw uploadErrorOf(response.status, payload);
}

function uploadErrorOf(status: number, payload: unknown): UploadError {
  const errors = (payload as { errors?: { extensions?: { code?: unknown; fieldErrors?: unknown } }[] } | null)?.errors;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  const fields: Record<string, string> = {};
  if (first?.extensions?.fieldErrors && typeof first.extensions.fieldErrors === 'object') {
    for (const [field, key] of Object.entries(first.extensions.fieldErrors as Record<string, unknown>)) {
      if (typeof key === 'string') fields[field] = key;
    }
  }
  // A proxy in front of the service may refuse by status alone.
  if (!fields.file && status === 413) fields.file = 'FILE_TOO_LARGE';
  if (!fields.file && status === 415) fields.file = 'FILE_TYPE_NOT_ACCEPTED';
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : statusCode(status);
  return new UploadError(code, fields);
}

function statusCode(status: number): string {
  if (status === 400 || status === 413 || status === 415) return 'BAD_USER_INPUT';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'INTERNAL_SERVER_ERROR';
}
