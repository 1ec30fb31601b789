import type { SystemSettingsRepository } from '../settings/system-settings-repository';

/** The system setting that requires two-factor sign-in of platform admins ('true'/'false'). */
export const PLATFORM_ADMIN_TWO_FACTOR_KEY = 'platform_admin_two_factor';

/**
 * Whether platform admins must hold a second factor. Unset, it is on in production and off in
 * demo mode (whose seeded accounts share one published password and no authenticator).
 */
export function platformTwoFactorPolicy(settings: SystemSettingsRepository, demoMode: boolean) {
  return {
    async required() {
      const value = await settings.get(PLATFORM_ADMIN_TWO_FACTOR_KEY);
      return value === undefined ? !demoMode : value === 'true';
    },
    async set(required: boolean) {
      await settings.set(PLATFORM_ADMIN_TWO_FACTOR_KEY, String(required));
    },
  };
}

export type PlatformTwoFactorPolicy = ReturnType<typeof platformTwoFactorPolicy>;
