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
  // The platform's input guard (services/platform/src/graphql/input-guard.ts), with TOO_LONG above.
  TOO_MANY: 'TOO_MANY',
  INVALID_TEXT: 'INVALID_TEXT',
  INVALID_ID: 'INVALID_ID',
  INVALID_NUMBER: 'INVALID_NUMBER',
} as const;
export type ServerMessageKey = (typeof ServerMessageKey)[keyof typeof ServerMessageKey];

export const ALL_MESSAGE_KEYS: string[] = [...Object.values(MessageKey), ...Object.values(ServerMessageKey)];
