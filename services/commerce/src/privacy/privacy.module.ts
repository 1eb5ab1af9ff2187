import { Module } from '@nestjs/common';
import { CustomerErasureConsumer } from './customer-erasure.consumer';

/** RGPD: commerce's share of a customer's erasure (see customer-erasure.consumer.ts). */
@Module({ providers: [CustomerErasureConsumer] })
export class PrivacyModule {}
