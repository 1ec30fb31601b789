import {
  PROMO_CODE_EXISTS_MESSAGE,
  type AdminSubscription,
  type PromoCode,
  type promoCodeCreateRequest,
} from '@app/core/api/account-admin';
import type { z } from 'zod';
import type { Principal } from '../auth/principal';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../http/http-error';
import { presentAdminSubscription, presentPromoCode } from './account-admin-presenter';
import type { AccountAdminRepository } from './account-admin-repository';

/** A date-only expiry means the end of that day (UTC). */
function expiryOf(value: string | null): Date | null {
  if (value === null) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

/** The platform admin's view of accounts: promo codes and subscriptions. */
export function accountAdminService(deps: { admin: AccountAdminRepository }) {
  return {
    async promoCodes(): Promise<PromoCode[]> {
      return (await deps.admin.promoCodes()).map(presentPromoCode);
    },

    /** Codes are stored upper-cased and compared without case; a taken code answers 409. */
    async createPromoCode(
      principal: Principal,
      request: z.output<typeof promoCodeCreateRequest>,
    ): Promise<PromoCode> {
      try {
        const created = await deps.admin.createPromoCode({
          code: request.code.toUpperCase(),
          description: request.description,
          product: request.product,
          tier: request.tier,
          expiresAt: expiryOf(request.expiresAt),
          maxUses: request.maxUses,
          createdByUserId: principal.userId,
        });
        if (!created) throw new Error('promo code insert returned nothing');
        return presentPromoCode(created);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, PROMO_CODE_EXISTS_MESSAGE);
        throw error;
      }
    },

    async subscriptions(): Promise<AdminSubscription[]> {
      return (await deps.admin.subscriptions()).map(presentAdminSubscription);
    },
  };
}

export type AccountAdminService = ReturnType<typeof accountAdminService>;
