import type { AnyMessageKey } from '@guide/validation';
import { GraphQLError } from 'graphql';

/** The error codes of the public contract (API-CONTRACT.md). One list, used by every service. */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
export const PUBLIC_ERROR_CODES: readonly string[] = Object.values(ErrorCode);

/**
 * Field name -> message key (e.g. EMAIL_TAKEN): a key of @guide/validation's catalogue, which both apps
 * translate (a key outside it does not compile).
 */
export type FieldErrors = Record<string, AnyMessageKey>;

export class AppError extends GraphQLError {
  constructor(code: ErrorCode, message: string, extra: { fieldErrors?: FieldErrors; [extension: string]: unknown } = {}) {
    super(message, { extensions: { code, ...extra } });
  }
}

export const badInput = (fieldErrors: FieldErrors, message = 'Some fields are invalid') => new AppError(ErrorCode.BAD_USER_INPUT, message, { fieldErrors });
export const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') => new AppError(ErrorCode.FORBIDDEN, message);
export const unauthenticated = (message = 'Sign in to continue') => new AppError(ErrorCode.UNAUTHENTICATED, message);
export const conflict = (message: string, fieldErrors?: FieldErrors) => new AppError(ErrorCode.CONFLICT, message, fieldErrors ? { fieldErrors } : {});
export const tooManyRequests = (message = 'Too many attempts, try again later') => new AppError(ErrorCode.TOO_MANY_REQUESTS, message);
