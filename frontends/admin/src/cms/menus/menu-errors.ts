import type { TFunction } from 'i18next';

/** A message key in words: the menus' own wording first (`cmsMenus.errors.<KEY>`), then the shared one. */
export const menuMessage = (t: TFunction, key: string) => t([`cmsMenus.errors.${key}`, `ui:fieldErrors.${key}`, 'auth.messages.unknown']);
