/**
 * Every event of the platform: its past-tense name and its protobuf message. One source of truth for
 * producers (outbox writes) and consumers (decoding); the Kafka topic is the name.
 */
import type { DescMessage } from '@bufbuild/protobuf';
import { EstablishmentChangedSchema, EstablishmentDeletedSchema } from '../gen/guide/catalog/v1/establishment_pb';
import {
  CustomerRegisteredSchema,
  CustomerUpdatedSchema,
  CustomerVerifiedSchema,
  PasswordResetRequestedSchema,
  VerificationEmailRequestedSchema,
} from '../gen/guide/identity/v1/customer_pb';

const event = <S extends DescMessage>(type: string, schema: S) => ({ type, schema }) as const;

export const Events = {
  establishmentCreated: event('catalog.establishment.created', EstablishmentChangedSchema),
  establishmentUpdated: event('catalog.establishment.updated', EstablishmentChangedSchema),
  establishmentDeleted: event('catalog.establishment.deleted', EstablishmentDeletedSchema),
  customerRegistered: event('identity.customer.registered', CustomerRegisteredSchema),
  customerVerified: event('identity.customer.verified', CustomerVerifiedSchema),
  passwordResetRequested: event('identity.password.reset-requested', PasswordResetRequestedSchema),
  customerUpdated: event('identity.customer.updated', CustomerUpdatedSchema),
  verificationEmailRequested: event('identity.customer.verification-requested', VerificationEmailRequestedSchema),
};

/** Every topic, for Kafka topic provisioning (infra/topics) and docs. */
export const ALL_EVENT_TYPES: string[] = Object.values(Events).map((e) => e.type);

export * from '../gen/guide/catalog/v1/establishment_pb';
export * from '../gen/guide/identity/v1/customer_pb';
