import { useSyncExternalStore } from 'react';

/**
 * A guest's cart id (API contract: addToCart returns it; the guest passes it back as `cartId`). Kept in
 * localStorage so it survives reloads and tabs; forgotten once merged into the customer's cart.
 * Read only in the browser: the server renders no cart.
 */
const KEY = 'guide_cart_id';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(KEY);
  } catch {
    return null; // storage blocked: the cart lives as long as the page
  }
}

let memory: string | null = null;

export function guestCartId(): string | null {
  return read() ?? memory;
}

export function setGuestCartId(id: string | null): void {
  memory = id;
  try {
    if (id) window.localStorage.setItem(KEY, id);
    else window.localStorage.removeItem(KEY);
  } catch {
    // storage blocked: keep the in-memory copy
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab adding to the cart, or emptying it.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The guest cart id; null on the server and during hydration, so the first render matches the server's. */
export function useGuestCartId(): string | null {
  return useSyncExternalStore(subscribe, guestCartId, () => null);
}
