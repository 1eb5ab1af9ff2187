import { EntityManager, IsNull } from 'typeorm';
import { hashSecretToken, newSecretToken } from '../security/secret-tokens';
import { CustomerTokenEntity, TokenPurpose } from './customer-token.entity';

/**
 * A new single-use link token (only its hash is stored); earlier unused ones of the same purpose stop
 * working. Returns the raw token, which travels only in the event and the email.
 */
export async function issueCustomerToken(manager: EntityManager, customerId: string, purpose: TokenPurpose, ttlSeconds: number): Promise<string> {
  const repo = manager.getRepository(CustomerTokenEntity);
  await repo.update({ customerId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
  const token = newSecretToken();
  await repo.insert({ customerId, purpose, tokenHash: hashSecretToken(token), expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  return token;
}
