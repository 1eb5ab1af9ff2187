/**
 * The visitor's display currency: kept in localStorage, shared by every price on the page through a tiny
 * store (useSyncExternalStore). The server and the first client render show euros (no hydration
 * mismatch); the choice applies right after. Prices are only converted for display: the shop charges EUR.
 */
import { useSyncExternalStore } from 'react';

export const SHOP_CURRENCY = 'EUR';
const STORAGE_KEY = 'guide.currency';

export interface DisplayCurrency {
  code: string;
  decimals: number;
  enabled: boolean;
  rateFromEur?: number | null;
}

const listeners = new Set<() => void>();

function read(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) || SHOP_CURRENCY;
  } catch {
    return SHOP_CURRENCY; // storage blocked (private mode, cookies refused)
  }
}

export function chooseCurrency(code: string): void {
  try {
    if (code === SHOP_CURRENCY) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // not kept across pages, still applied below
  }
  current = code;
  listeners.forEach((notify) => notify());
}

let current: string | null = null;
const subscribe = (notify: () => void) => {
  listeners.add(notify);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY) {
      current = null;
      notify();
    }
  };
  window.addEventListener('storage', onStorage); // another tab changed it
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
};
const snapshot = () => (current ??= read());

/** The chosen currency's code (EUR on the server and before hydration). */
export function useChosenCurrency(): string {
  return useSyncExternalStore(subscribe, snapshot, () => SHOP_CURRENCY);
}

/** The currency to convert into: the chosen one while it is enabled with a rate, else null (euros only). */
export function displayCurrency<C extends DisplayCurrency>(currencies: readonly C[], chosen: string): (C & { rateFromEur: number }) | null {
  if (chosen === SHOP_CURRENCY) return null;
  const c = currencies.find((x) => x.code === chosen);
  return c && c.enabled && c.rateFromEur != null && c.rateFromEur > 0 ? (c as C & { rateFromEur: number }) : null;
}

/** EUR cents in the currency's minor units, rounded (an indication, never charged). */
export function convertCents(eurCents: number, rateFromEur: number, decimals = 2): number {
  return Math.round((eurCents / 100) * rateFromEur * 10 ** decimals);
}
