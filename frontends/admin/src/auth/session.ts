/**
 * The administrator's session: the access token returned by `adminLogin`, kept in sessionStorage (it ends
 * with the tab) and distinct from any customer session. Components subscribe to changes.
 */
export interface AdminSession {
  accessToken: string;
  expiresAt: string;
}

const STORAGE_KEY = 'guide.admin.session';
const listeners = new Set<() => void>();
let expiryTimer: number | undefined;
let cached: AdminSession | null | undefined;

function read(): AdminSession | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<AdminSession>;
    if (typeof value.accessToken !== 'string' || typeof value.expiresAt !== 'string') return null;
    return { accessToken: value.accessToken, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

function isExpired(session: AdminSession): boolean {
  const expires = Date.parse(session.expiresAt);
  return Number.isFinite(expires) && expires <= Date.now();
}

function emit(): void {
  cached = undefined;
  for (const listener of listeners) listener();
}

function scheduleExpiry(session: AdminSession | null): void {
  window.clearTimeout(expiryTimer);
  if (!session) return;
  const delay = Date.parse(session.expiresAt) - Date.now();
  // Timers beyond ~24 days overflow; such sessions are re-checked on the next read anyway.
  if (Number.isFinite(delay) && delay > 0 && delay < 2_000_000_000) expiryTimer = window.setTimeout(clearSession, delay);
}

/** The current, unexpired session (stable identity between changes, for useSyncExternalStore). */
export function getSession(): AdminSession | null {
  if (cached === undefined) {
    const session = read();
    cached = session && !isExpired(session) ? session : null;
    scheduleExpiry(cached);
  }
  return cached;
}

export function setSession(session: AdminSession): void {
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  emit();
}

export function clearSession(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
