import { z } from 'zod';

/**
 * Single sign-on per organization through OpenID Connect (issue 27 point 4): the client-admin
 * names the organization's provider and the e-mail domains it vouches for; its people then
 * sign in there.
 */

export const MAX_SSO_DOMAINS = 20;

export const SSO_MESSAGES = {
  noProvider:
    'Your organization does not sign in through single sign-on. Sign in with your password.',
  issuerUnreachable:
    'The issuer could not be reached, or it does not publish an OpenID Connect configuration.',
  issuerNotHttps: 'The issuer must be an https address.',
  secretRequired: 'clientSecret is required the first time.',
  domainTaken: (domain: string) => `${domain} is vouched for by another organization.`,
  /** Every failure of the provider's answer (state, nonce, PKCE, signature, issuer, audience). */
  failed: 'Single sign-on did not complete. Please try again, or ask your administrator.',
  expired: 'The single sign-on attempt expired. Please start again.',
  wrongDomain: "Your organization's provider does not vouch for that e-mail address.",
  noEmail: 'Your provider did not send a verified e-mail address.',
  otherOrganization:
    'That e-mail address belongs to a user of another organization. Ask your administrator.',
  disabled: 'Your account has been disabled. Contact your administrator.',
  passwordsOff:
    'Your organization signs you in through its own provider: use "Sign in with your organization".',
} as const;

const domainName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'each domain must be a domain name such as bank.example',
  );

/** What the client-admin enters. The secret is optional once one is stored (kept as it is). */
export const ssoSettingsRequest = z.object({
  issuer: z.url('issuer must be a URL such as https://login.bank.example').max(500),
  clientId: z.string().trim().min(1, 'clientId is required').max(500),
  clientSecret: z.string().min(1, 'clientSecret is required').max(1000).optional(),
  domains: z
    .array(domainName, 'domains must be a list of domain names')
    .min(1, 'name at least one e-mail domain')
    .max(MAX_SSO_DOMAINS, `at most ${MAX_SSO_DOMAINS} domains`)
    .transform((domains) => [...new Set(domains)]),
  passwordsDisabled: z.boolean('passwordsDisabled must be true or false'),
});
export type SsoSettingsRequest = z.input<typeof ssoSettingsRequest>;

/** What is stored, as the client-admin reads it back: never the secret itself. */
export const ssoSettings = z.object({
  configured: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  secretSet: z.boolean(),
  domains: z.array(z.string()),
  passwordsDisabled: z.boolean(),
  /** Where the provider must send people back: register it with the provider. */
  redirectUri: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettings>;

export const ssoStartRequest = z.object({
  email: z
    .string('Email Address is required.')
    .trim()
    .toLowerCase()
    .min(1, 'Email Address is required.')
    .max(254)
    .regex(/^[^@\s]+@[^@\s]+$/, 'Enter a valid email address.'),
});
export const ssoStartResponse = z.object({ redirectUrl: z.string() });

/** What the provider adds to the callback (RFC 6749 4.1.2); openid-client reads the URL itself. */
export const ssoCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  session_state: z.string().max(500).optional(),
});
