import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * Password hashing: argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane).
 * The parameters live in the encoded hash, so raising them later only affects new hashes.
 */
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of a real verification when the account does not exist, so response times do not
 * tell which emails have an account.
 */
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoy, password);
  return false;
}
