/**
 * The route config of a route anyone may call: a visitor signs up, looks institutions up and
 * reads a partner's branding before having an account. Every other route names a rule
 * (access/roles.ts); the sign-in guard (auth/guards.ts) lets only these through unsigned.
 */
export const PUBLIC = { public: true } as const;
