import { Inject, Injectable, Module, Optional } from '@nestjs/common';
import { SERVICE_CONFIG, type Locale } from '@guide/platform';
import type { PaymentHandler } from '../payments/payment-handler';
import { PAYMENT_HANDLERS } from '../payments/tokens';
import { CommerceConfig, bankDetails } from '../commerce.config';
import { BankTransferHandler } from './offline-payments/bank-transfer.handler';
import { TestCardHandler } from './offline-payments/test-card.handler';

/**
 * Every payment method of the shop in one list, in the order checkout offers them: bank transfer, the
 * test card (never in production), then the external providers whose credentials are set (the payments
 * folder builds those). Checkout starts payments with it, refunds pay back through it.
 */
@Injectable()
export class PaymentMethods {
  private readonly handlers: readonly PaymentHandler[];

  constructor(@Inject(SERVICE_CONFIG) config: CommerceConfig, @Optional() @Inject(PAYMENT_HANDLERS) external: PaymentHandler[] | null) {
    const offline: PaymentHandler[] = [new BankTransferHandler(bankDetails(config))];
    if (config.NODE_ENV !== 'production') offline.push(new TestCardHandler()); // never listed nor accepted in production
    const own = new Set(offline.map((h) => h.code));
    this.handlers = [...offline, ...(external ?? []).filter((h) => !own.has(h.code))];
  }

  /** What checkout lists, named in the customer's language. */
  list(locale: Locale): { code: string; name: string }[] {
    return this.handlers.map((h) => ({ code: h.code, name: h.name[locale] }));
  }

  byCode(code: string): PaymentHandler | undefined {
    return this.handlers.find((h) => h.code === code.trim());
  }
}

/** The registry alone, for modules that pay back (refunds) without depending on checkout. */
@Module({ providers: [PaymentMethods], exports: [PaymentMethods] })
export class PaymentMethodsModule {}
