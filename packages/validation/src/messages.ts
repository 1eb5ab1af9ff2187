/**
 * Message keys: what a failed rule returns, in forms (Yup) and in the API's `extensions.fieldErrors`.
 * Both apps translate these keys; nothing user-facing is phrased here.
 */
export const MessageKey = {
  REQUIRED: 'REQUIRED',
  EMAIL_INVALID: 'EMAIL_INVALID',
  PASSWORD_TOO_WEAK: 'PASSWORD_TOO_WEAK',
  PASSWORDS_DO_NOT_MATCH: 'PASSWORDS_DO_NOT_MATCH',
  NAME_TOO_LONG: 'NAME_TOO_LONG',
  TOO_LONG: 'TOO_LONG',
  PHONE_INVALID: 'PHONE_INVALID',
  POSTAL_CODE_INVALID: 'POSTAL_CODE_INVALID',
  SIRET_INVALID: 'SIRET_INVALID',
  URL_INVALID: 'URL_INVALID',
  COUNTRY_INVALID: 'COUNTRY_INVALID',
  DATE_INVALID: 'DATE_INVALID',
  INVALID_CHOICE: 'INVALID_CHOICE',
  CODE_INVALID: 'CODE_INVALID',
  // Guide establishments (establishment.ts)
  TOO_MANY: 'TOO_MANY',
  INVALID_ID: 'INVALID_ID',
  UNKNOWN_CITY: 'UNKNOWN_CITY',
  UNKNOWN_CODE: 'UNKNOWN_CODE',
  INVALID_COORDINATES: 'INVALID_COORDINATES',
  INVALID_AMOUNT: 'INVALID_AMOUNT',
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  INVALID_MENU: 'INVALID_MENU',
  INVALID_HOURS: 'INVALID_HOURS',
  // CMS pages, tickets (content.ts)
  SLUG_INVALID: 'SLUG_INVALID',
  DUE_BEFORE_START: 'DUE_BEFORE_START',
  // CMS menus (menu.ts): a tree deeper than three levels.
  TOO_DEEP: 'TOO_DEEP',
  // CMS contents (content.ts): custom field values of the wrong kind, redirect paths.
  NUMBER_INVALID: 'NUMBER_INVALID',
  CHOICE_INVALID: 'CHOICE_INVALID',
  PATH_INVALID: 'PATH_INVALID',
  REDIRECT_LOOP: 'REDIRECT_LOOP',
  // CMS branding (branding.ts): a colour that is neither #RRGGBB nor rgb(r, g, b).
  COLOUR_INVALID: 'COLOUR_INVALID',
  // Shop (shop.ts): coupons, cart lines, the back office's date filters.
  COUPON_CODE_INVALID: 'COUPON_CODE_INVALID',
  ONE_DISCOUNT_ONLY: 'ONE_DISCOUNT_ONLY',
  PERCENT_OUT_OF_RANGE: 'PERCENT_OUT_OF_RANGE',
  AMOUNT_OUT_OF_RANGE: 'AMOUNT_OUT_OF_RANGE',
  USAGE_LIMIT_OUT_OF_RANGE: 'USAGE_LIMIT_OUT_OF_RANGE',
  QUANTITY_OUT_OF_RANGE: 'QUANTITY_OUT_OF_RANGE',
  DATE_RANGE_INVALID: 'DATE_RANGE_INVALID',
  // Shop catalogue (catalog-guide's product and attribute rules): a code or value of the wrong shape,
  // a value given twice, options on a type that has none, a value that does not fit its attribute's type.
  INVALID_FORMAT: 'INVALID_FORMAT',
  DUPLICATE: 'DUPLICATE',
  DUPLICATE_OPTION: 'DUPLICATE_OPTION',
  OPTIONS_NOT_ALLOWED: 'OPTIONS_NOT_ALLOWED',
  INVALID_TEXTAREA: 'INVALID_TEXTAREA',
  INVALID_INTEGER: 'INVALID_INTEGER',
  INVALID_DECIMAL: 'INVALID_DECIMAL',
  INVALID_BOOLEAN: 'INVALID_BOOLEAN',
  INVALID_DATE: 'INVALID_DATE',
  INVALID_SELECT: 'INVALID_SELECT',
  INVALID_MULTISELECT: 'INVALID_MULTISELECT',
} as const;
export type MessageKey = (typeof MessageKey)[keyof typeof MessageKey];

/**
 * Keys only the server can decide (they need the database or a secret), listed here so the apps
 * translate one complete set.
 */
export const ServerMessageKey = {
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  EMAIL_UNKNOWN: 'EMAIL_UNKNOWN',
  PASSWORD_INCORRECT: 'PASSWORD_INCORRECT',
  TOKEN_INVALID: 'TOKEN_INVALID',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  ROLE_EXISTS: 'ROLE_EXISTS',
  ROLE_IN_USE: 'ROLE_IN_USE',
  ROLE_NOT_BACK_OFFICE: 'ROLE_NOT_BACK_OFFICE',
  PERMISSION_UNKNOWN: 'PERMISSION_UNKNOWN',
  LAST_ADMIN: 'LAST_ADMIN',
  PERMISSION_NOT_HELD: 'PERMISSION_NOT_HELD',
  OWN_ROLE_LOCKED: 'OWN_ROLE_LOCKED',
  PASSWORD_SET_FORBIDDEN: 'PASSWORD_SET_FORBIDDEN',
  GROUP_EXISTS: 'GROUP_EXISTS',
  SUPPLIER_EXISTS: 'SUPPLIER_EXISTS',
  NOT_FOUND: 'NOT_FOUND',
  // Catalog: a name whose page address is taken, a department code no department has, images.
  SLUG_TAKEN: 'SLUG_TAKEN',
  UNKNOWN_DEPARTMENT: 'UNKNOWN_DEPARTMENT',
  TOO_MANY_IMAGES: 'TOO_MANY_IMAGES',
  INVALID_ORDER: 'INVALID_ORDER',
  DISTANCE_NEEDS_LOCATION: 'DISTANCE_NEEDS_LOCATION',
  // State machines (orders, tickets): a status change the table does not allow.
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  // Support tickets: subtasks and parents, ticket users' logins, customers' answers, custom fields.
  SUBTASKS_OPEN: 'SUBTASKS_OPEN',
  PARENT_INVALID: 'PARENT_INVALID',
  LOGIN_TAKEN: 'LOGIN_TAKEN',
  LOGIN_INVALID: 'LOGIN_INVALID',
  TICKET_CLOSED: 'TICKET_CLOSED',
  NAME_TAKEN: 'NAME_TAKEN',
  FIELD_IN_USE: 'FIELD_IN_USE',
  // The platform: list paging, cursors, parked events.
  PAGE_SIZE_OUT_OF_RANGE: 'PAGE_SIZE_OUT_OF_RANGE',
  INVALID_CURSOR: 'INVALID_CURSOR',
  UNKNOWN_CONSUMER: 'UNKNOWN_CONSUMER',
  PARKED_EVENT_NOT_PARKED: 'PARKED_EVENT_NOT_PARKED',
  PARKED_EVENT_NOT_FIRST: 'PARKED_EVENT_NOT_FIRST',
  // Uploads through the gateway's media route.
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FILE_TYPE_NOT_ACCEPTED: 'FILE_TYPE_NOT_ACCEPTED',
  INVALID_UPLOAD: 'INVALID_UPLOAD',
  // The platform's input guard (services/platform/src/graphql/input-guard.ts) and scalars, with
  // TOO_LONG, TOO_MANY and INVALID_ID above.
  INVALID_TEXT: 'INVALID_TEXT',
  INVALID_NUMBER: 'INVALID_NUMBER',
  INVALID_DATE_TIME: 'INVALID_DATE_TIME',
  // CMS menus: a code already used, the seeded header/footer menus that cannot be deleted.
  CODE_TAKEN: 'CODE_TAKEN',
  MENU_REQUIRED: 'MENU_REQUIRED',
  // CMS contents: a content type that still has contents, a redirect source already used.
  CONTENT_TYPE_IN_USE: 'CONTENT_TYPE_IN_USE',
  PATH_TAKEN: 'PATH_TAKEN',
  // CMS sliders: the seeded home slider cannot be deleted.
  SLIDER_REQUIRED: 'SLIDER_REQUIRED',
  // CMS page builder: a block with nothing in it, blocks that are not a list of components, a page outside the editor's category.
  ELEMENT_EMPTY: 'ELEMENT_EMPTY',
  BLOCKS_INVALID: 'BLOCKS_INVALID',
  PAGE_CATEGORY_REQUIRED: 'PAGE_CATEGORY_REQUIRED',
  // CMS components (reusable blocks): a component inside a component, a component still shown by pages.
  COMPONENT_NESTED: 'COMPONENT_NESTED',
  COMPONENT_IN_USE: 'COMPONENT_IN_USE',
  // CMS contents: blocks sent for a content type whose block editor is disabled (blockEditorDisabled).
  BLOCK_EDITOR_DISABLED: 'BLOCK_EDITOR_DISABLED',
  // Settings › Channels: a hostname that is not a plain public host name (no scheme, port or path).
  HOSTNAME_INVALID: 'HOSTNAME_INVALID',
  // CMS media library: a folder that still holds files or folders, a file still used by a content/page/menu.
  FOLDER_NOT_EMPTY: 'FOLDER_NOT_EMPTY',
  FILE_IN_USE: 'FILE_IN_USE',
  // Shop catalogue: a SKU already used, a thing still used elsewhere, a category with sub-categories or
  // put under itself, an attribute outside the product's family.
  SKU_TAKEN: 'SKU_TAKEN',
  IN_USE: 'IN_USE',
  HAS_CHILDREN: 'HAS_CHILDREN',
  CYCLE: 'CYCLE',
  NOT_IN_FAMILY: 'NOT_IN_FAMILY',
  // Shop (commerce): coupons, stock, the cart, checkout and quotes (API-CONTRACT "commerce").
  COUPON_CODE_TAKEN: 'COUPON_CODE_TAKEN',
  COUPON_UNKNOWN: 'COUPON_UNKNOWN',
  COUPON_EXPIRED: 'COUPON_EXPIRED',
  COUPON_USED_UP: 'COUPON_USED_UP',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  PRODUCT_UNAVAILABLE: 'PRODUCT_UNAVAILABLE',
  CART_EMPTY: 'CART_EMPTY',
  CART_TOTAL_TOO_HIGH: 'CART_TOTAL_TOO_HIGH',
  ADDRESS_REQUIRED: 'ADDRESS_REQUIRED',
  SHIPPING_METHOD_REQUIRED: 'SHIPPING_METHOD_REQUIRED',
  SHIPPING_METHOD_UNAVAILABLE: 'SHIPPING_METHOD_UNAVAILABLE',
  PAYMENT_METHOD_UNAVAILABLE: 'PAYMENT_METHOD_UNAVAILABLE',
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  NOT_A_QUOTE: 'NOT_A_QUOTE',
  QUOTE_NOT_ANSWERED: 'QUOTE_NOT_ANSWERED',
  QUOTE_EXPIRED: 'QUOTE_EXPIRED',
  DATE_IN_PAST: 'DATE_IN_PAST',
  // After the order (commerce invoicing/): nothing left to invoice.
  ALREADY_INVOICED: 'ALREADY_INVOICED',
  // After the order (commerce refunds/): more units or money than invoiced / paid and not yet refunded.
  QUANTITY_EXCEEDS_REFUNDABLE: 'QUANTITY_EXCEEDS_REFUNDABLE',
  AMOUNT_EXCEEDS_REFUNDABLE: 'AMOUNT_EXCEEDS_REFUNDABLE',
  // After the order (commerce shipments/ and returns/): quantities beyond what is left, dates, the return window.
  QUANTITY_EXCEEDS_REMAINING: 'QUANTITY_EXCEEDS_REMAINING',
  NOT_IN_ORDER: 'NOT_IN_ORDER',
  ALREADY_SHIPPED: 'ALREADY_SHIPPED',
  DATE_IN_FUTURE: 'DATE_IN_FUTURE',
  DELIVERED_BEFORE_SHIPPED: 'DELIVERED_BEFORE_SHIPPED',
  NOT_RETURNABLE: 'NOT_RETURNABLE',
  RETURN_WINDOW_CLOSED: 'RETURN_WINDOW_CLOSED',
  QUANTITY_EXCEEDS_RETURNABLE: 'QUANTITY_EXCEEDS_RETURNABLE',
  RETURN_CLOSED: 'RETURN_CLOSED',
  // Promotions (commerce promotions/): a condition or action code nobody knows, an argument of the wrong
  // type or out of bounds, an end before the start.
  UNKNOWN_OPERATION: 'UNKNOWN_OPERATION',
  INVALID_ARGUMENT: 'INVALID_ARGUMENT',
  BEFORE_START: 'BEFORE_START',
  // Marketing campaigns (cms campaigns/): an audience that is neither NEWSLETTER nor CUSTOMER_GROUP:<code>.
  INVALID_AUDIENCE: 'INVALID_AUDIENCE',
  // Mail templates (cms email-templates/): a placeholder that names none of the template's variables.
  UNKNOWN_VARIABLE: 'UNKNOWN_VARIABLE',
  // Reviews (catalog-guide reviews/): one review per customer and product or establishment.
  ALREADY_REVIEWED: 'ALREADY_REVIEWED',
  // Settings (packages/vocabulary/src/settings.ts): an unknown group or key, a value of the wrong type; a VAT
  // number of the wrong shape; a default language that is not enabled. Checkout: below the minimum order.
  INVALID: 'INVALID',
  VAT_INVALID: 'VAT_INVALID',
  DEFAULT_LOCALE_NOT_ENABLED: 'DEFAULT_LOCALE_NOT_ENABLED',
  MINIMUM_ORDER_NOT_REACHED: 'MINIMUM_ORDER_NOT_REACHED',
  // Identity: a PROFESSIONAL account while customers.allowProfessionalAccounts is off.
  PROFESSIONAL_ACCOUNTS_DISABLED: 'PROFESSIONAL_ACCOUNTS_DISABLED',
  // Webhooks (identity webhooks/): in production, a URL leading to a private, loopback or link-local address.
  URL_NOT_ALLOWED: 'URL_NOT_ALLOWED',
} as const;
export type ServerMessageKey = (typeof ServerMessageKey)[keyof typeof ServerMessageKey];

/**
 * The breakfast contest's keys (contest.ts): DATES_INVERTED and RANK_TAKEN a form can decide, the
 * others only the server.
 */
export const ContestMessageKey = {
  DATES_INVERTED: 'DATES_INVERTED',
  RANK_TAKEN: 'RANK_TAKEN',
  DATES_OVERLAP: 'DATES_OVERLAP',
  YEAR_TAKEN: 'YEAR_TAKEN',
  HAS_REGISTRATIONS: 'HAS_REGISTRATIONS',
  IDS_MISMATCH: 'IDS_MISMATCH',
  REGISTRATION_CLOSED: 'REGISTRATION_CLOSED',
  ALREADY_REGISTERED: 'ALREADY_REGISTERED',
} as const;
export type ContestMessageKey = (typeof ContestMessageKey)[keyof typeof ContestMessageKey];

/**
 * The catalogue: every key a form or the API may answer with (`extensions.fieldErrors` values are typed
 * by it, so a key no app translates does not compile). Both apps translate each one, in French and English.
 */
export type AnyMessageKey = MessageKey | ServerMessageKey | ContestMessageKey;

/** Every key of the catalogue, once. */
export const ALL_MESSAGE_KEYS: AnyMessageKey[] = [
  ...new Set<AnyMessageKey>([...Object.values(MessageKey), ...Object.values(ServerMessageKey), ...Object.values(ContestMessageKey)]),
];

/** Whether a string is a key of the catalogue. */
export const isMessageKey = (key: unknown): key is AnyMessageKey => typeof key === 'string' && (ALL_MESSAGE_KEYS as string[]).includes(key);
