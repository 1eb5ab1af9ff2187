import { checkImageFile, csrfHeaders, hasCsrfRefusal, signalPageExpired, UploadError } from '@guide/ui';

/**
 * A partner's logo goes over HTTP like the establishments' images (@guide/ui media.ts): `POST
 * /media/contest/partners/{id}/logo`, multipart field `file` (JPEG, PNG or WebP, 5 MB at most, checked here
 * first), the admin's session cookie with the CSRF token (a refusal sends the app to its 419 page).
 */
export function partnerLogoUrl(partnerId: string): string {
  return `/media/contest/partners/${encodeURIComponent(partnerId)}/logo`;
}

/** The file's problem before sending (FILE_TYPE_NOT_ACCEPTED, FILE_TOO_LARGE), or null. */
export const checkLogoFile = checkImageFile;

export async function uploadPartnerLogo(partnerId: string, file: File): Promise<void> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(partnerLogoUrl(partnerId), {
      method: 'POST',
      body,
      headers: { 'x-guide-client': 'admin', ...csrfHeaders() },
      credentials: 'include',
    });
  } catch {
    throw new UploadError('NETWORK');
  }
  if (response.ok) return;
  const payload = (await response.json().catch(() => null)) as { errors?: { extensions?: { code?: unknown; fieldErrors?: unknown } }[] } | null;
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
    typeof first?.code === 'string'
      ? first.code
      : response.status === 403
        ? 'FORBIDDEN'
        : response.status === 404
          ? 'NOT_FOUND'
          : response.status < 500
            ? 'BAD_USER_INPUT'
            : 'INTERNAL_SERVER_ERROR';
  throw new UploadError(code, fields);
}
