import {
  PROMO_CODE_EXISTS_MESSAGE,
  type PromoCode,
  type promoCodeCreateRequest,
} from '@app/core/api/account-admin';
import { PROMO_MESSAGES } from '@app/core/api/admin/partners';
import type { z } from 'zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Principal } from '../../platform/auth/principal';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { HttpError, notFound } from '../../platform/http/http-error';
import { presentPromoCode } from './promo-code-presenter';
import type { PromoCodeRepository } from './promo-code-repository';

/** A date-only expiry means the end of that day (UTC). */
function expiryOf(value: string | null): Date | null {
  if (value === null) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

/** Promo codes: a product and tier given at signup without payment (spec 1 section 4). */
export function promoCodeService(deps: { repo: PromoCodeRepository; audit: AuditLog }) {
  const { repo, audit } = deps;
  return {
    async list(): Promise<PromoCode[]> {
      return (await repo.list()).map(presentPromoCode);
    },

    /** Codes are stored upper-cased and compared without case; a taken code answers 409. */
    async create(
      principal: Principal,
      request: z.output<typeof promoCodeCreateRequest>,
    ): Promise<PromoCode> {
      let created;
      try {
        created = await repo.create({
          code: request.code.toUpperCase(),
          description: request.description,
          product: request.product,
          tier: request.tier,
          expiresAt: expiryOf(request.expiresAt),
          maxUses: request.maxUses,
          createdByUserId: principal.userId,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, PROMO_CODE_EXISTS_MESSAGE);
        throw error;
      }
      if (!created) throw new Error('promo code insert returned nothing');
      const promo = presentPromoCode(created);
      await audit.record(principal, {
        action: 'promo-code.create',
        target: `promo code ${promo.code}`,
        after: promo,
      });
      return promo;
    },

    /** 404 for an unknown code, 409 for one that has already ended or expired. */
    async end(principal: Principal, rawCode: string): Promise<PromoCode> {
      const code = rawCode.toUpperCase();
      const before = await repo.find(code);
      if (!before) throw notFound(PROMO_MESSAGES.notFound);
      const ended = await repo.end(code);
      if (!ended) throw new HttpError(409, PROMO_MESSAGES.alreadyEnded);
      const after = presentPromoCode(ended);
      await audit.record(principal, {
        action: 'promo-code.end',
        target: `promo code ${code}`,
        before: presentPromoCode(before),
        after,
      });
      return after;
    },
  };
}

export type PromoCodeService = ReturnType<typeof promoCodeService>;
