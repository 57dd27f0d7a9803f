import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19456 KiB, t=2, p=1: the OWASP minimum).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A hash of a random password, verified when the user does not exist so that unknown
// users and wrong passwords take the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash(crypto.randomUUID());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
