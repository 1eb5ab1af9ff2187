import type { FieldErrors } from './errors';
import { MessageKey as K } from './messages';
import { isMenuUrl } from './menu';

/**
 * Branding (cms branding/) and sliders (cms sliders/): the rules the service runs on save and the admin
 * runs before sending, and the defaults both apps fall back to (today's look: nothing changes until staff
 * change it).
 */

/** The colours the apps really use; each maps onto a storefront CSS variable (styles.css) and the admin theme. */
export const BRANDING_COLOUR_KEYS = ['primary', 'primaryDark', 'accent', 'text', 'background', 'surface'] as const;
export type BrandingColourKey = (typeof BRANDING_COLOUR_KEYS)[number];
export type BrandingColours = Record<BrandingColourKey, string>;

/** The storefront's own palette (styles.css :root). */
export const DEFAULT_BRANDING_COLOURS: BrandingColours = {
  primary: '#7b1e3a',
  primaryDark: '#5e1429',
  accent: '#c59a4a',
  text: '#2b2420',
  background: '#faf6f0',
  surface: '#ffffff',
};

/** Storefront CSS custom property of each colour. */
export const BRANDING_CSS_VARIABLES: Record<BrandingColourKey, string> = {
  primary: '--wine',
  primaryDark: '--wine-dark',
  accent: '--gold',
  text: '--ink',
  background: '--cream',
  surface: '--paper',
};

/** The six images of the spec, in the order the admin lists them. */
export const BRANDING_IMAGE_SLOTS = ['FRONT_BACKGROUND', 'ADMIN_BACKGROUND', 'DESKTOP_LOGO', 'DESKTOP_DARK_LOGO', 'MOBILE_LOGO', 'MOBILE_DARK_LOGO'] as const;
export type BrandingImageSlot = (typeof BRANDING_IMAGE_SLOTS)[number];
/** `DESKTOP_DARK_LOGO` ↔ `desktop-dark-logo` (the upload route's segment). */
export const brandingSlotPath = (slot: BrandingImageSlot) => slot.toLowerCase().replace(/_/g, '-');
export const brandingSlotOfPath = (path: string): BrandingImageSlot | null => BRANDING_IMAGE_SLOTS.find((slot) => brandingSlotPath(slot) === path) ?? null;

export const BRANDING_LIMITS = { colour: 30 } as const;

const HEX = /^#([0-9a-f]{6})$/i;
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

/** `#RRGGBB` or `rgb(r, g, b)` (0–255 each) → lower-case `#rrggbb`, else null. */
export function parseColour(value: string): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length > BRANDING_LIMITS.colour) return null;
  const hex = HEX.exec(text);
  if (hex) return `#${hex[1]!.toLowerCase()}`;
  const rgb = RGB.exec(text);
  if (!rgb) return null;
  const parts = rgb.slice(1, 4).map(Number);
  if (parts.some((n) => n > 255)) return null;
  return `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** Checks the colours given (absent ones are left as they are); normalised to `#rrggbb`. */
export function validateBrandingColours(
  input: Partial<Record<string, unknown>>,
): { ok: true; colours: Partial<BrandingColours> } | { ok: false; fieldErrors: FieldErrors } {
  const colours: Partial<BrandingColours> = {};
  const fieldErrors: FieldErrors = {};
  for (const key of BRANDING_COLOUR_KEYS) {
    const value = input[key];
    if (value === undefined || value === null) continue;
    const parsed = typeof value === 'string' ? parseColour(value) : null;
    if (parsed) colours[key] = parsed;
    else fieldErrors[key] = K.COLOUR_INVALID;
  }
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, colours };
}

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours (1 to 21); AA asks 4.5 for body text. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
export const WCAG_AA_TEXT = 4.5;

/** Sliders: one slide's texts and links. */
export const SLIDER_LIMITS = { code: 40, name: 80, title: 120, text: 300, url: 2048, slides: 20 } as const;

export interface SlideValue {
  imageUrl: string;
  title?: string | null;
  titleEn?: string | null;
  text?: string | null;
  textEn?: string | null;
  linkUrl?: string | null;
  active?: boolean | null;
}

/** A slide as stored and served: trimmed, blanks as null. Its position is its place in the list. */
export interface SlideData {
  imageUrl: string;
  title: string | null;
  titleEn: string | null;
  text: string | null;
  textEn: string | null;
  linkUrl: string | null;
  active: boolean;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Checks a whole list of slides (dotted paths `slides.1.imageUrl`). */
export function validateSlides(slides: readonly SlideValue[]): { ok: true; slides: SlideData[] } | { ok: false; fieldErrors: FieldErrors } {
  if (slides.length > SLIDER_LIMITS.slides) return { ok: false, fieldErrors: { slides: K.TOO_MANY } };
  const fieldErrors: FieldErrors = {};
  const result = slides.map((slide, i) => {
    const at = `slides.${i}`;
    const imageUrl = trimmed(slide.imageUrl);
    if (!imageUrl) fieldErrors[`${at}.imageUrl`] = K.REQUIRED;
    else if (!isMenuUrl(imageUrl)) fieldErrors[`${at}.imageUrl`] = K.URL_INVALID;
    const linkUrl = trimmed(slide.linkUrl);
    if (linkUrl && !isMenuUrl(linkUrl)) fieldErrors[`${at}.linkUrl`] = K.URL_INVALID;
    const texts = { title: trimmed(slide.title), titleEn: trimmed(slide.titleEn), text: trimmed(slide.text), textEn: trimmed(slide.textEn) };
    for (const [name, value] of Object.entries(texts)) {
      if (value.length > (name.startsWith('title') ? SLIDER_LIMITS.title : SLIDER_LIMITS.text)) fieldErrors[`${at}.${name}`] = K.TOO_LONG;
    }
    return {
      imageUrl,
      title: texts.title || null,
      titleEn: texts.titleEn || null,
      text: texts.text || null,
      textEn: texts.textEn || null,
      linkUrl: linkUrl || null,
      active: slide.active !== false,
    };
  });
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, slides: result };
}
