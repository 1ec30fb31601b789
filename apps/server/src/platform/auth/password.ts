import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: the OWASP minimum). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verifying against a real hash when the e-mail is unknown keeps both failures equally slow,
// so timing does not tell which e-mail addresses have accounts.
const unknownUserHash = hash('not-a-real-password-for-timing-only');

export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    await verify(await unknownUserHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
