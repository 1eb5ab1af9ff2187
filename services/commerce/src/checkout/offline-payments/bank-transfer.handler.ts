import type { PaymentHandler, PaymentNotification, PaymentOrder, PaymentOutcome, PaymentStart } from '../../payments/payment-handler';
import { PaymentSignatureError } from '../../payments/payment-handler';

export interface BankDetails {
  iban: string;
  bic: string;
  holder: string;
}

/** Demo bank details for development and tests only (production must set BANK_TRANSFER_*). */
export const DEMO_BANK_DETAILS: BankDetails = { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPPXXX', holder: 'Guide Gourmand SAS (démo)' };

const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

/** The text shown and emailed to a customer paying by transfer: bank details and the order number as reference. */
export function bankTransferInstructions(
  bank: BankDetails,
  order: { number: string; totalCents: number; currency: string },
  locale: 'fr' | 'en' = 'fr',
): string {
  return locale === 'en'
    ? `Please transfer ${euros(order.totalCents)} ${order.currency} to ${bank.holder}, IBAN ${bank.iban}, BIC ${bank.bic}, quoting the reference ${order.number}. Your order is prepared once the transfer has arrived.`
    : `Merci de virer ${euros(order.totalCents)} ${order.currency} à ${bank.holder}, IBAN ${bank.iban}, BIC ${bank.bic}, en indiquant la référence ${order.number}. Votre commande est préparée dès réception du virement.`;
}

/** Always offered: the order waits in PENDING_PAYMENT until staff confirm the transfer (confirmOrderPayment). */
export class BankTransferHandler implements PaymentHandler {
  readonly code = 'bank-transfer';
  readonly name = { fr: 'Virement bancaire', en: 'Bank transfer' };

  constructor(private readonly bank: BankDetails) {}

  async createPayment(order: PaymentOrder): Promise<PaymentStart> {
    return {
      kind: 'instructions',
      instructions: bankTransferInstructions(this.bank, { number: order.number, totalCents: order.amountCents, currency: order.currency }, order.locale),
    };
  }

  /** No provider calls back: staff confirm a transfer in the back office. */
  async verifyNotification(_: PaymentNotification): Promise<PaymentOutcome> {
    throw new PaymentSignatureError('Bank transfers have no notifications');
  }
}
