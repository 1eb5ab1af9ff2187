import { SettingsReader, badInput } from '@guide/platform';
import { ServerMessageKey } from '@guide/validation';

/**
 * Settings › Configuration › customers.allowProfessionalAccounts, read per request: while it is off, no
 * new PROFESSIONAL account (registration, staff creation) and no switch of an account to PROFESSIONAL →
 * BAD_USER_INPUT fieldErrors.customerType = PROFESSIONAL_ACCOUNTS_DISABLED. Accounts already professional
 * stay so (their invoices and prices depend on it).
 */
export function assertProfessionalAllowed(settings: SettingsReader, wanted: string, current?: string): void {
  if (wanted !== 'PROFESSIONAL' || current === 'PROFESSIONAL') return;
  if (!settings.get('customers', 'allowProfessionalAccounts')) {
    throw badInput({ customerType: ServerMessageKey.PROFESSIONAL_ACCOUNTS_DISABLED }, 'Professional accounts are not open at the moment');
  }
}
