/**
 * Where to go after signing in: the `redirect` query parameter set by the account guard, accepted only
 * when it is a path of this site (never `//host` or `https://…`, which would make an open redirect).
 */
export function safeRedirect(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** `/login?redirect=/account/addresses` for the page the visitor wanted. */
export function loginPathFor(loginPath: string, wanted: string): string {
  return `${loginPath}?redirect=${encodeURIComponent(wanted)}`;
}
