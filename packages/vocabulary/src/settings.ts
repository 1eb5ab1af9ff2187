/**
 * The configuration settings (Settings › Configuration and Settings › Locales), defined once: each key's
 * type, default, bounds and the services that read it. The cms stores what staff changed (`settings`,
 * `updateSettings`), every reading service keeps a copy through `cms.settings.changed`
 * (services/platform/src/settings), and the admin builds its forms from here. `validateSettings` is the one
 * rule: the API refuses what it refuses, the admin form shows the same errors before sending.
 *
 * Values are JSON: strings, integers (money in cents), booleans, lists of locale codes.
 */

export const SETTING_LOCALES = ['fr', 'en'] as const;
export type SettingLocale = (typeof SETTING_LOCALES)[number];

export type SettingType =
  | 'string' // one line
  | 'text' // several lines
  | 'email'
  | 'int'
  | 'money' // integer cents
  | 'boolean'
  | 'siret' // 14 digits, Luhn key
  | 'vat' // intra-community VAT number, e.g. FR32123456789
  | 'locale' // one of SETTING_LOCALES
  | 'locales'; // a non-empty subset of SETTING_LOCALES

export type SettingValue = string | number | boolean | readonly string[];

export interface SettingDefinition {
  readonly type: SettingType;
  readonly default: SettingValue;
  /** A value must be given (an empty string is refused). */
  readonly required?: boolean;
  /** Integers and money: inclusive bounds. */
  readonly min?: number;
  readonly max?: number;
  /** Strings: maximum length once trimmed. */
  readonly maxLength?: number;
  /** Services (or apps) that read it: a change reaches each of them through cms.settings.changed. */
  readonly readers: readonly string[];
}

/** Longest string a setting may hold unless its definition says less. */
const STRING_MAX = 200;
const TEXT_MAX = 1000;

export const SETTINGS = {
  general: {
    // cms: its visitors' mails are signed with it, campaigns name it, siteStatus hands it to the web server
    // (maintenance page, the storefront's title suffix).
    siteName: { type: 'string', default: 'Guide Gourmand', required: true, maxLength: 100, readers: ['cms', 'web'] },
    // cms: the site forms' staff copy (CMS_STAFF_EMAIL until saved); support-tickets: a customer's new ticket, an answer while unassigned.
    contactEmail: { type: 'email', default: 'contact@guide-gourmand.fr', required: true, readers: ['cms', 'support-tickets'] },
    // The seller's mandatory mentions on invoices and credit notes (commerce/invoicing/seller.ts).
    companyName: { type: 'string', default: '', maxLength: 120, readers: ['commerce'] },
    siret: { type: 'siret', default: '', readers: ['commerce'] },
    vatNumber: { type: 'vat', default: '', readers: ['commerce'] },
    address: { type: 'text', default: '', maxLength: 300, readers: ['commerce'] },
  },
  // catalog-guide's product lists (the storefront asks without a page size, so its lists follow both).
  catalog: {
    productsPerPage: { type: 'int', default: 24, min: 1, max: 100, readers: ['catalog-guide'] },
    showOutOfStock: { type: 'boolean', default: true, readers: ['catalog-guide'] },
    reviewsRequireApproval: { type: 'boolean', default: true, readers: ['catalog-guide'] },
  },
  customers: {
    allowProfessionalAccounts: { type: 'boolean', default: true, readers: ['identity'] },
    // Sign-in and sessions only (identity): commerce serves signed-in customers and has nothing else to gate.
    requireEmailVerification: { type: 'boolean', default: true, readers: ['identity'] },
  },
  sales: {
    autoInvoiceOnPayment: { type: 'boolean', default: false, readers: ['commerce'] },
    returnWindowDays: { type: 'int', default: 30, min: 0, max: 365, readers: ['commerce'] },
    minimumOrderCents: { type: 'money', default: 0, min: 0, max: 1_000_000, readers: ['commerce'] },
  },
  // The From of every mail (services/platform/src/mail/mail-from.ts: MAIL_FROM until saved); the staff notice of new orders.
  emails: {
    senderName: {
      type: 'string',
      default: 'Guide Gourmand',
      required: true,
      maxLength: 100,
      readers: ['cms', 'commerce', 'identity', 'contest', 'support-tickets'],
    },
    senderAddress: {
      type: 'email',
      default: 'no-reply@guide-gourmand.fr',
      required: true,
      readers: ['cms', 'commerce', 'identity', 'contest', 'support-tickets'],
    },
    orderNotificationEmail: { type: 'email', default: '', readers: ['commerce'] },
  },
  locales: {
    enabledLocales: { type: 'locales', default: ['fr', 'en'], readers: ['cms', 'web', 'storefront'] },
    defaultLocale: { type: 'locale', default: 'fr', readers: ['cms', 'web', 'storefront'] },
  },
} as const satisfies Record<string, Record<string, SettingDefinition>>;

export type SettingsRegistry = typeof SETTINGS;
export type SettingsGroupCode = keyof SettingsRegistry;
export type SettingKey<G extends SettingsGroupCode> = keyof SettingsRegistry[G] & string;

type ValueOfType<T extends SettingType> = T extends 'int' | 'money' ? number : T extends 'boolean' ? boolean : T extends 'locales' ? readonly string[] : string;
/** The TypeScript type of a setting's value, from its definition's `type`. */
export type SettingValueOf<G extends SettingsGroupCode, K extends SettingKey<G>> = SettingsRegistry[G][K] extends { type: infer T extends SettingType }
  ? ValueOfType<T>
  : never;
export type SettingsValues<G extends SettingsGroupCode> = { [K in SettingKey<G>]: SettingValueOf<G, K> };

export const SETTINGS_GROUPS = Object.keys(SETTINGS) as SettingsGroupCode[];

/** Groups edited in Settings › Configuration (the locales have their own screen). */
export const CONFIGURATION_GROUPS = ['general', 'catalog', 'customers', 'sales', 'emails'] as const satisfies readonly SettingsGroupCode[];

export const isSettingsGroup = (group: string): group is SettingsGroupCode => Object.prototype.hasOwnProperty.call(SETTINGS, group);

/** The definitions of a group, in registry order (an empty list for an unknown group). */
export function settingDefinitions(group: string): [string, SettingDefinition][] {
  return isSettingsGroup(group) ? Object.entries(SETTINGS[group] as Record<string, SettingDefinition>) : [];
}

/** Every key of the group at its default. */
export function settingDefaults<G extends SettingsGroupCode>(group: G): SettingsValues<G> {
  const values: Record<string, SettingValue> = {};
  for (const [key, definition] of settingDefinitions(group)) values[key] = definition.default;
  return values as SettingsValues<G>;
}

/** Error keys of the settings (translated in the admin; the API's `fieldErrors.<key>`). */
export const SettingError = {
  /** An unknown group or key, or a value of the wrong type. */
  INVALID: 'INVALID',
  REQUIRED: 'REQUIRED',
  TOO_LONG: 'TOO_LONG',
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  INVALID_TEXT: 'INVALID_TEXT',
  EMAIL_INVALID: 'EMAIL_INVALID',
  SIRET_INVALID: 'SIRET_INVALID',
  VAT_INVALID: 'VAT_INVALID',
  INVALID_CHOICE: 'INVALID_CHOICE',
  DEFAULT_LOCALE_NOT_ENABLED: 'DEFAULT_LOCALE_NOT_ENABLED',
} as const;
export type SettingErrorKey = (typeof SettingError)[keyof typeof SettingError];

export interface SettingsValidation {
  /** The given values, normalised (trimmed, SIRET without spaces, VAT upper-case). */
  values: Record<string, SettingValue>;
  /** `group` for an unknown group, else the keys refused. Empty: valid. */
  errors: Record<string, SettingErrorKey>;
}

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK = /[\r\n]/;
/** Half of a surrogate pair alone: no valid text (and PostgreSQL's jsonb refuses it). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
/** Two letters of the country, then 2 to 13 digits or letters (the EU formats; FR: key + SIREN). */
const VAT = /^[A-Z]{2}[0-9A-Z]{2,13}$/;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** One value against its definition: the normalised value, or the error key. */
export function checkSetting(definition: SettingDefinition, raw: unknown): { value: SettingValue } | { error: SettingErrorKey } {
  switch (definition.type) {
    case 'boolean':
      return typeof raw === 'boolean' ? { value: raw } : { error: 'INVALID' };
    case 'int':
    case 'money': {
      if (typeof raw !== 'number' || !Number.isSafeInteger(raw)) return { error: 'INVALID' };
      if ((definition.min !== undefined && raw < definition.min) || (definition.max !== undefined && raw > definition.max)) return { error: 'OUT_OF_RANGE' };
      return { value: raw };
    }
    case 'locale':
      if (typeof raw !== 'string') return { error: 'INVALID' };
      return (SETTING_LOCALES as readonly string[]).includes(raw) ? { value: raw } : { error: 'INVALID_CHOICE' };
    case 'locales': {
      if (!Array.isArray(raw) || raw.some((x) => typeof x !== 'string')) return { error: 'INVALID' };
      if (!raw.length) return { error: 'REQUIRED' };
      if (raw.some((x) => !(SETTING_LOCALES as readonly string[]).includes(x)) || new Set(raw).size !== raw.length) return { error: 'INVALID_CHOICE' };
      // Registry order, so that the same set is always stored alike.
      return { value: SETTING_LOCALES.filter((l) => raw.includes(l)) };
    }
    default:
      break;
  }
  // The string types.
  if (typeof raw !== 'string') return { error: 'INVALID' };
  let value = raw.trim();
  if (definition.type === 'siret') value = value.replace(/[\s.]/g, '');
  if (definition.type === 'vat') value = value.replace(/[\s.-]/g, '').toUpperCase();
  if (!value) return definition.required ? { error: 'REQUIRED' } : { value: '' };
  const max = definition.maxLength ?? (definition.type === 'text' ? TEXT_MAX : STRING_MAX);
  if (value.length > max) return { error: 'TOO_LONG' };
  if (CONTROL.test(value) || LONE_SURROGATE.test(value) || (definition.type !== 'text' && LINE_BREAK.test(value))) return { error: 'INVALID_TEXT' };
  if (definition.type === 'email' && (value.length > 254 || !EMAIL.test(value))) return { error: 'EMAIL_INVALID' };
  if (definition.type === 'siret' && !(/^\d{14}$/.test(value) && luhn(value))) return { error: 'SIRET_INVALID' };
  if (definition.type === 'vat' && !VAT.test(value)) return { error: 'VAT_INVALID' };
  return { value };
}

/**
 * Checks the values of a group (all of its keys or some): an unknown group gives `errors.group = INVALID`,
 * an unknown key or a value of the wrong type `errors.<key> = INVALID`, a value out of its bounds its own
 * key. Rules across keys (the default locale must be enabled) use the given values, else the defaults:
 * the API passes the stored values merged with the change.
 */
export function validateSettings(group: string, values: Record<string, unknown>): SettingsValidation {
  if (!isSettingsGroup(group)) return { values: {}, errors: { group: 'INVALID' } };
  const definitions = SETTINGS[group] as Record<string, SettingDefinition>;
  const out: Record<string, SettingValue> = {};
  const errors: Record<string, SettingErrorKey> = {};
  for (const [key, raw] of Object.entries(values)) {
    const definition = Object.prototype.hasOwnProperty.call(definitions, key) ? definitions[key] : undefined;
    if (!definition) {
      errors[key] = 'INVALID';
      continue;
    }
    const checked = checkSetting(definition, raw);
    if ('error' in checked) errors[key] = checked.error;
    else out[key] = checked.value;
  }
  if (group === 'locales' && !errors.enabledLocales && !errors.defaultLocale) {
    const enabled = (out.enabledLocales ?? definitions.enabledLocales.default) as readonly string[];
    const chosen = (out.defaultLocale ?? definitions.defaultLocale.default) as string;
    if (!enabled.includes(chosen)) errors.defaultLocale = 'DEFAULT_LOCALE_NOT_ENABLED';
  }
  return { values: out, errors };
}

/**
 * The group's values as a reader uses them: each key's stored value when it is still valid under the
 * registry (a later release may narrow a bound), else its default. Unknown keys are dropped.
 */
export function resolveSettings<G extends SettingsGroupCode>(group: G, stored: Record<string, unknown> | null | undefined): SettingsValues<G> {
  const values: Record<string, SettingValue> = {};
  for (const [key, definition] of settingDefinitions(group)) {
    const raw = stored && Object.prototype.hasOwnProperty.call(stored, key) ? stored[key] : undefined;
    const checked = raw === undefined ? null : checkSetting(definition, raw);
    values[key] = checked && 'value' in checked ? checked.value : definition.default;
  }
  if (group === 'locales' && !(values.enabledLocales as string[]).includes(values.defaultLocale as string)) {
    values.defaultLocale = (values.enabledLocales as string[])[0];
  }
  return values as SettingsValues<G>;
}
