import { csrfHeaders, hasCsrfRefusal, signalPageExpired, UploadError } from '@guide/ui';
import { brandingSlotPath, type BrandingImageSlot } from '@guide/validation';

/**
 * A branding image goes over HTTP like the other uploads (@guide/ui media.ts): `POST
 * /media/cms/branding/{slot}` (`desktop-dark-logo`…), multipart field `file` (JPEG, PNG or WebP, 5 MB at
 * most, checked before sending), the session cookie with the CSRF token (a refusal sends the app to its
 * 419 page). Answers the new file's URL.
 */
export async function uploadBrandingImage(slot: BrandingImageSlot, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/media/cms/branding/${brandingSlotPath(slot)}`, {
      method: 'POST',
      body,
      headers: { 'x-guide-client': 'admin', ...csrfHeaders() },
      credentials: 'include',
    });
  } catch {
    throw new UploadError('NETWORK');
  }
  const payload = (await response.json().catch(() => null)) as { url?: string; errors?: { extensions?: { code?: unknown; fieldErrors?: unknown } }[] } | null;
  if (response.ok && typeof payload?.url === 'string') return payload.url;
  const errors = Array.isArray(payload?.errors) ? payload.errors : [];
  if (response.status === 419 || hasCsrfRefusal(errors as { extensions?: Record<string, unknown> }[])) signalPageExpired();
  const first = errors[0]?.extensions;
  const fields: Record<string, string> = {};
  if (first?.fieldErrors && typeof first.fieldErrors === 'object') {
    for (const [field, key] of Object.entries(first.fieldErrors as Record<string, unknown>)) if (typeof key === 'string') fields[field] = key;
  }
  // A proxy in front of the service may refuse by status alone.
  if (!fields.file && response.status === 413) fields.file = 'FILE_TOO_LARGE';
  if (!fields.file && response.status === 415) fields.file = 'FILE_TYPE_NOT_ACCEPTED';
  const code =
    typeof first?.code === 'string' ? first.code : response.status === 403 ? 'FORBIDDEN' : response.status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR';
  throw new UploadError(code, fields);
}
