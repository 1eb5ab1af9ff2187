import { MEDIA_MAX_BYTES } from '@guide/validation';
import { csrfHeaders, hasCsrfRefusal, signalPageExpired, UploadError } from '@guide/ui';

/** The kind's route (platform media-kinds.ts `cmsMedia`): multipart `file` and an optional `folderId`. */
export const MEDIA_UPLOAD_URL = '/media/cms/media';

export type MediaFileProblem = 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ACCEPTED';

const IMAGE = /\.(jpe?g|png|webp)$/i;
const DOCUMENT = /\.(pdf|docx|xlsx|pptx|odt|ods|odp)$/i;

/** The file's problem before sending (the service checks again from the bytes), or null. */
export function checkMediaFile(file: { name: string; size: number }): MediaFileProblem | null {
  if (IMAGE.test(file.name)) return file.size > MEDIA_MAX_BYTES.IMAGE ? 'FILE_TOO_LARGE' : null;
  if (DOCUMENT.test(file.name)) return file.size > MEDIA_MAX_BYTES.PDF ? 'FILE_TOO_LARGE' : null;
  return 'FILE_TYPE_NOT_ACCEPTED';
}

export interface UploadedMedia {
  id: string;
  kind: string;
  originalName: string;
  url: string;
  thumbnailUrl: string | null;
}

/**
 * Sends one file with XMLHttpRequest (fetch cannot report upload progress), with the admin's session
 * cookie and CSRF token; a refusal is an UploadError with the field's message key.
 */
export function uploadMediaFile(file: File, folderId: string | null, onProgress: (percent: number) => void): Promise<UploadedMedia> {
  const body = new FormData();
  if (folderId) body.append('folderId', folderId);
  body.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', MEDIA_UPLOAD_URL);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries({ 'x-guide-client': 'admin', ...csrfHeaders() })) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onerror = () => reject(new UploadError('NETWORK'));
    xhr.onload = () => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the upload answer is JSON of any shape until checked
      let payload: any = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status === 201 && payload?.id) return resolve(payload as UploadedMedia);
      const errors = Array.isArray(payload?.errors) ? payload.errors : [];
      if (xhr.status === 419 || hasCsrfRefusal(errors)) signalPageExpired();
      const first = errors[0]?.extensions ?? {};
      const fields: Record<string, string> = {};
      for (const [k, v] of Object.entries((first.fieldErrors ?? {}) as Record<string, unknown>)) if (typeof v === 'string') fields[k] = v;
      // A proxy in front of the service may refuse by status alone.
      if (!fields.file && xhr.status === 413) fields.file = 'FILE_TOO_LARGE';
      const code =
        typeof first.code === 'string'
          ? first.code
          : xhr.status === 403
            ? 'FORBIDDEN'
            : xhr.status === 401
              ? 'UNAUTHENTICATED'
              : xhr.status < 500
                ? 'BAD_USER_INPUT'
                : 'INTERNAL_SERVER_ERROR';
      reject(new UploadError(code, fields));
    };
    xhr.send(body);
  });
}

/** "1,2 Mo" / "1.2 MB". */
export function formatSize(bytes: number, locale: string): string {
  const fr = locale.startsWith('fr');
  if (bytes < 1024 * 1024) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} ${fr ? 'Ko' : 'KB'}`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} ${fr ? 'Mo' : 'MB'}`;
}
