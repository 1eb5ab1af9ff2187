import type { FieldErrors } from './errors';
import { MessageKey as K } from './messages';

/**
 * Navigation menus (cms menus): the rules of one menu's item tree, run by the service on save and by the
 * admin's tree editor before sending. Errors use dotted paths (`items.2.children.0.url`); depth and size
 * errors are on `items` as a whole.
 */
export const MENU_LIMITS = {
  label: 80,
  url: 2048,
  name: 80,
  code: 40,
  /** Top level, children, grandchildren. */
  depth: 3,
  /** Items of one menu, every level counted. */
  items: 200,
  /** Children of one item (the SDL's "Max 30 items", enforced by the input guard). */
  children: 30,
} as const;

export interface MenuItemValue {
  label: string;
  labelEn?: string | null;
  url: string;
  openInNewTab?: boolean | null;
  children?: MenuItemValue[] | null;
}

/** A menu item as stored and served: trimmed, English label null when blank, children always a list. */
export interface MenuItemData {
  label: string;
  labelEn: string | null;
  url: string;
  openInNewTab: boolean;
  children: MenuItemData[];
}

/** Control characters and spaces never belong in a link. */
const BAD_URL_CHARS = /[\s\u0000-\u001f\u007f]/;

/** A storefront path (`/blog`, not `//host`) or an absolute http(s) URL with a host. */
export function isMenuUrl(value: string): boolean {
  if (!value || BAD_URL_CHARS.test(value) || value.length > MENU_LIMITS.url) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Items in all levels (what TOO_MANY counts). */
export function countMenuItems(items: readonly MenuItemValue[]): number {
  return items.reduce((n, item) => n + 1 + countMenuItems(item.children ?? []), 0);
}

/** Levels of the deepest branch (0 for an empty list). */
export function menuDepth(items: readonly MenuItemValue[]): number {
  return items.reduce((d, item) => Math.max(d, 1 + menuDepth(item.children ?? [])), 0);
}

/**
 * Checks and normalises a whole tree. Returns the clean tree, or the field errors (every bad field
 * reported at once, so the editor marks each item). Depth is checked before counting (a deep tree
 * answers TOO_DEEP even when it is also large).
 */
export function validateMenuItems(items: readonly MenuItemValue[]): { ok: true; items: MenuItemData[] } | { ok: false; fieldErrors: FieldErrors } {
  if (menuDepth(items) > MENU_LIMITS.depth) return { ok: false, fieldErrors: { items: K.TOO_DEEP } };
  if (countMenuItems(items) > MENU_LIMITS.items) return { ok: false, fieldErrors: { items: K.TOO_MANY } };
  const fieldErrors: FieldErrors = {};
  const clean = (list: readonly MenuItemValue[], prefix: string): MenuItemData[] =>
    list.map((item, i) => {
      const at = `${prefix}.${i}`;
      const label = typeof item.label === 'string' ? item.label.trim() : '';
      const labelEn = typeof item.labelEn === 'string' ? item.labelEn.trim() : '';
      const url = typeof item.url === 'string' ? item.url.trim() : '';
      if (!label) fieldErrors[`${at}.label`] = K.REQUIRED;
      else if (label.length > MENU_LIMITS.label) fieldErrors[`${at}.label`] = K.TOO_LONG;
      if (labelEn.length > MENU_LIMITS.label) fieldErrors[`${at}.labelEn`] = K.TOO_LONG;
      if (!url) fieldErrors[`${at}.url`] = K.REQUIRED;
      else if (!isMenuUrl(url)) fieldErrors[`${at}.url`] = K.URL_INVALID;
      return { label, labelEn: labelEn || null, url, openInNewTab: item.openInNewTab === true, children: clean(item.children ?? [], `${at}.children`) };
    });
  const result = clean(items, 'items');
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, items: result };
}
