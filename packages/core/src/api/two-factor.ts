import { z } from 'zod';
import { userState } from './auth';

/** What one step of a sign-in checked (issue 27). */
export const SIGN_IN_FACTORS = ['password', 'totp', 'recovery-code', 'passkey', 'sso'] as const;
export type SignInFactor = (typeof SIGN_IN_FACTORS)[number];

/** The second factors a user can hold. */
export const SECOND_FACTORS = ['totp', 'passkey'] as const;

export const TWO_FACTOR_MESSAGES = {
  codeWrong: 'That code is not right. Try the current code from your app, or a recovery code.',
  noPendingSignIn: 'Your sign-in has expired. Sign in again.',
  totpNotStarted: 'Start setting up the authenticator app first.',
  totpAlreadyOn: 'An authenticator app is already set up. Remove it first to set up another.',
  totpNotOn: 'No authenticator app is set up.',
  passwordWrong: 'Your password is not right.',
  passkeyFailed: 'The passkey could not be checked. Try again.',
  passkeyUnknown: 'This passkey is not registered here.',
  passkeyNotFound: 'Passkey not found.',
  /** Every route but the user's own account answers this until they enrol (organization policy). */
  enrolRequired:
    'Your organization requires two-factor sign-in. Set up an authenticator app or a passkey on your profile page to continue.',
} as const;

/** One sign-in attempt at the caller's account, newest first (the profile page's history). */
export const signInEvent = z.object({
  at: z.string(),
  ip: z.string(),
  /** "Chrome on Windows": the browser and system named from the user agent. */
  browser: z.string(),
  factor: z.enum(SIGN_IN_FACTORS),
  succeeded: z.boolean(),
});
export type SignInEvent = z.infer<typeof signInEvent>;
export const signInHistory = z.array(signInEvent);

/** The answer of a password sign-in that needs its second factor: no session yet. */
export const mfaRequiredAnswer = z.object({
  mfaRequired: z.literal(true),
  methods: z.array(z.enum(SECOND_FACTORS)),
});
export type MfaRequiredAnswer = z.infer<typeof mfaRequiredAnswer>;

/** POST /api/auth/login: the user's state, or that a second factor is needed. */
export const loginAnswer = z.union([userState, mfaRequiredAnswer]);

export const totpSetupAnswer = z.object({ secret: z.string(), otpauthUrl: z.string() });

/** A 6-digit code from the app, or one of the recovery codes (xxxxx-xxxxx). */
export const codeRequest = z.object({
  code: z.string('code is required').trim().min(1, 'code is required').max(32),
});
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export const totpRemovalRequest = z.object({
  password: z.string('password is required').min(1, 'password is required').max(1024),
  code: codeRequest.shape.code,
});

export const passkeyItem = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyItem = z.infer<typeof passkeyItem>;

/** The caller's second factors and whether their organization requires one. */
export const factorsState = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeyItem),
  /** Their organization (or, for a platform admin, the platform) requires two-factor sign-in. */
  required: z.boolean(),
});
export type FactorsState = z.infer<typeof factorsState>;

/**
 * WebAuthn options and answers are the browser API's own JSON shapes, which
 * @simplewebauthn/server builds and checks; the contract bounds them, the library reads them.
 */
const webAuthnJson = z.record(z.string(), z.unknown());
export const passkeyOptionsAnswer = webAuthnJson;
export const passkeyRegistration = z.object({
  name: z.string('name is required').trim().min(1, 'name is required').max(100),
  response: webAuthnJson,
});
export const passkeySignIn = z.object({ response: webAuthnJson });
export const passkeyParams = z.object({ id: z.uuid('id must be a passkey id') });

export const twoFactorPolicy = z.object({ required: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicy>;

/** What the admin console shows of a user's factors. */
export const userFactors = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.number().int(),
});
export const factorsResetRequest = z.object({
  reason: z
    .string('reason is required')
    .trim()
    .min(3, 'reason must say why (at least 3 characters)')
    .max(500),
});

/** The browser and system of a user agent, in a few words ("Firefox on Linux"). */
export function browserName(userAgent: string): string {
  const browser =
    [
      [/Edg\//, 'Edge'],
      [/OPR\//, 'Opera'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? 'Another browser';
  const system =
    [
      [/Windows/, 'Windows'],
      [/iPhone|iPad/, 'iOS'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Android/, 'Android'],
      [/Linux/, 'Linux'],
    ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] ?? null;
  return system ? `${String(browser)} on ${String(system)}` : String(browser);
}
