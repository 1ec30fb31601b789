import { generateSecret, generateURI, verify } from 'otplib';
import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';

/**
 * Authenticator-app codes through otplib (RFC 6238 as the apps read it: SHA-1, 30-second steps,
 * 6 digits, a Base32 secret of 20 bytes). A code of the step before or after is accepted too,
 * for a phone's clock that is a few seconds off.
 */
const PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUrl(secret: string, account: string): string {
  return generateURI({ issuer: PRODUCT_BRAND_NAME, label: account, secret });
}

/** The code's time step when it is right, else null. */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: PERIOD_SECONDS });
  // A TOTP check answers the step it matched (otplib's type also covers HOTP, which has none).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
