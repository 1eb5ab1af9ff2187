/**
 * How many attempts an account, a client address, or one account from one address may make in a
 * window. Sign-in counts failures (a success clears the account's); the others count every request,
 * since each one sends an email or creates an account.
 *
 * Sign-in's hard limit is per (account, address) pair, not per account: otherwise anyone could lock
 * any account by failing five times from anywhere. Across addresses an account's failures only slow
 * sign-in down (`slowdown`), so its owner still gets in; the per-address limit is what stops one
 * address rotating through accounts.
 */
export interface ThrottleRule {
  action: string;
  windowSeconds: number;
  /** Hard limit per account, whatever the address (rules that send email: the mailbox is protected). */
  perAccount?: number;
  /** Hard limit per (account, address) pair. */
  perAccountAddress?: number;
  perAddress?: number;
  /** Growing delay once the account has this many failures in the window, from any address. */
  slowdown?: Slowdown;
  failuresOnly: boolean;
  message: string;
}

export interface Slowdown {
  /** Failures of the account (all addresses) after which each attempt waits. */
  after: number;
  /** Wait at `after` failures; doubles with each further failure... */
  baseMs: number;
  /** ...up to this. */
  maxMs: number;
}

/** The wait before checking a password when the account has `failures` recent failures. */
export function slowdownDelayMs(slowdown: Slowdown, failures: number): number {
  if (failures < slowdown.after) return 0;
  return Math.min(slowdown.maxMs, slowdown.baseMs * 2 ** Math.min(failures - slowdown.after, 20));
}

const LOGIN_MESSAGE = 'Maximum login attempts reached, try again later';
const REQUEST_MESSAGE = 'Request limit reached, try again later';
const LOGIN_SLOWDOWN: Slowdown = { after: 5, baseMs: 500, maxMs: 8000 };

export const THROTTLE = {
  customerLogin: {
    action: 'customer-login',
    windowSeconds: 15 * 60,
    perAccountAddress: 5,
    perAddress: 20,
    slowdown: LOGIN_SLOWDOWN,
    failuresOnly: true,
    message: LOGIN_MESSAGE,
  },
  adminLogin: {
    action: 'admin-login',
    windowSeconds: 15 * 60,
    perAccountAddress: 5,
    perAddress: 20,
    slowdown: LOGIN_SLOWDOWN,
    failuresOnly: true,
    message: LOGIN_MESSAGE,
  },
  register: { action: 'register', windowSeconds: 60 * 60, perAddress: 10, failuresOnly: false, message: REQUEST_MESSAGE },
  passwordReset: { action: 'password-reset', windowSeconds: 60 * 60, perAccount: 5, perAddress: 20, failuresOnly: false, message: REQUEST_MESSAGE },
  verificationResend: { action: 'verification-resend', windowSeconds: 60 * 60, perAccount: 5, perAddress: 20, failuresOnly: false, message: REQUEST_MESSAGE },
} satisfies Record<string, ThrottleRule>;

/** Rows older than the longest window are useless; the ledger is trimmed to this. */
export const THROTTLE_RETENTION_SECONDS = 24 * 60 * 60;
