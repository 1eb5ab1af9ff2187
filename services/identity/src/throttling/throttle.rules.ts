/**
 * How many attempts an account or a client address may make in a window. Sign-in counts failures
 * (a success clears the account's); the others count every request, since each one sends an email
 * or creates an account.
 */
export interface ThrottleRule {
  action: string;
  windowSeconds: number;
  perAccount?: number;
  perAddress?: number;
  failuresOnly: boolean;
  message: string;
}

const LOGIN_MESSAGE = 'Maximum login attempts reached, try again later';
const REQUEST_MESSAGE = 'Request limit reached, try again later';

export const THROTTLE = {
  customerLogin: { action: 'customer-login', windowSeconds: 15 * 60, perAccount: 5, perAddress: 20, failuresOnly: true, message: LOGIN_MESSAGE },
  adminLogin: { action: 'admin-login', windowSeconds: 15 * 60, perAccount: 5, perAddress: 20, failuresOnly: true, message: LOGIN_MESSAGE },
  register: { action: 'register', windowSeconds: 60 * 60, perAddress: 10, failuresOnly: false, message: REQUEST_MESSAGE },
  passwordReset: { action: 'password-reset', windowSeconds: 60 * 60, perAccount: 5, perAddress: 20, failuresOnly: false, message: REQUEST_MESSAGE },
  verificationResend: { action: 'verification-resend', windowSeconds: 60 * 60, perAccount: 5, perAddress: 20, failuresOnly: false, message: REQUEST_MESSAGE },
} satisfies Record<string, ThrottleRule>;

/** Rows older than the longest window are useless; the ledger is trimmed to this. */
export const THROTTLE_RETENTION_SECONDS = 24 * 60 * 60;
