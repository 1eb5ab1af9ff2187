export { createI18n, createI18nWith, DEFAULT_LANGUAGE, isLanguage, languageTag, LANGUAGES, type Language } from './i18n';
export { dayjs, fromParisWallClock, inParis, parisDayBounds } from './dates';
export {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMonth,
  formatTime,
  TIME_ZONE,
  toParisWallClock,
  type DateInput,
} from './date-format';
export { parisYear, setDateLanguage } from './date-language';
export { formatCents, formatDecimal, formatKm, formatVatRate } from './money';
export { ERROR_CODES, errorCode, fieldErrors, type ErrorCode } from './graphql-errors';
export { ERROR_PAGE_CODES, isErrorPageCode, type ErrorPageCode } from './error-pages';
export { ErrorPage } from './ErrorPage';
export { ToastProvider, useToast, TOAST_DURATION_MS, type Toast, type ToastKind } from './toast';
export { slugify } from '@guide/vocabulary';
export { vocabularyLabel, type VocabularyEntry } from './vocabulary';
export { fieldErrorKey } from './field-errors';
export {
  createSession,
  CSRF_COOKIES,
  csrfHeaders,
  hasCsrfRefusal,
  onSessionEvent,
  signalPageExpired,
  type Session,
  type SessionEvent,
  type SessionOptions,
} from './session';
export {
  checkImageFile,
  establishmentImagesUrl,
  IMAGE_ACCEPT_ATTRIBUTE,
  IMAGE_ACCEPTED_TYPES,
  IMAGE_MAX_BYTES,
  productImagesUrl,
  uploadEstablishmentImage,
  uploadProductImage,
  UploadError,
  type EstablishmentImage,
  type ImageFileProblem,
  type UploadedProductImage,
  type UploadImageOptions,
} from './media';
