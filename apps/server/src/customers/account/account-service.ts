import {
  EMAIL_PATTERN,
  SIGNUP_MESSAGES,
  productNotIncludedMessage,
  type EmailCheckResponse,
  type InstitutionCheckResponse,
  type PromoCheckResponse,
} from '@app/core/api/account';
import type { UserState } from '@app/core/api/auth';
import { isFreeMailAddress } from '@app/core/domain/free-mail-domains';
import {
  PLANS,
  PROMO_PLAN_TYPE,
  findSubscriptionOption,
  type SubscriptionOptionDefinition,
  isFreePlan,
  planProducts,
} from '@app/core/domain/plans';
import {
  PRODUCT_NAMES,
  type PlanType,
  type ProductCode,
  type TierCode,
} from '@app/core/domain/products';
import type { Principal } from '../../platform/auth/principal';
import type { BillingService } from '../billing/billing-service';
import { PAYMENT_MESSAGES } from '../billing/billing-service';
import { badRequest, forbidden, HttpError, TooManyRequests } from '../../platform/http/http-error';
import {
  DECLINED_WAIT_DAYS,
  MAX_PENDING_JOIN_REQUESTS,
  MEMBERSHIP_MESSAGES,
} from '@app/core/domain/membership';
import { sendSafely, type Mailer, type MailerOptions } from '../../platform/mail/mailer';
import { joinRequestMail, verificationMail } from '../../platform/mail/mail-templates';
import type { UserStateService } from '../users/user-state-service';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import type { AccountRepository, SubscriptionGrant } from './account-repository';
import type { EmailTokenService } from './email-token-service';
import type { JoinRequestService } from './join-request-service';

export const ACCOUNT_MESSAGES = {
  institutionNotFound: 'Institution not found. Choose an active institution from the list.',
  noAccountYet: 'Your institution has no account yet. Please sign up instead.',
  promoOnlyStandard: 'promoCode: promo codes apply only to the Peer Comparison Standard plan.',
  billingRequired: 'billingCustomerId and billingSubscriptionId are required for a paid plan.',
  alreadyOnPlan: 'Your organization already has this plan.',
  ownOrganizationOnly: 'You can only upgrade your own organization.',
  noPlanToUpgrade: 'This account has no institution plan to upgrade.',
} as const;

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  title: string;
}

/** A grant nothing is paid for: the Free plan's, or a promo code's (promoCodeId). */
function freeGrant(
  grant: { product: ProductCode; tier: TierCode },
  planType: string,
  optionId: string,
  promoCodeId: string | null,
): SubscriptionGrant {
  return {
    ...grant,
    planType,
    optionId,
    priceCents: 0,
    billingInterval: null,
    billingProvider: null,
    billingCustomerId: null,
    billingSubscriptionId: null,
    promoCodeId,
  };
}

/** A plan's grant as paid: the subscription option chosen and the billing setup that paid it. */
function paidGrant(
  grant: { product: ProductCode; tier: TierCode },
  planType: string,
  option: SubscriptionOptionDefinition,
  setup: { provider: string; customerId: string; subscriptionId: string },
): SubscriptionGrant {
  return {
    ...grant,
    planType,
    optionId: option.id,
    priceCents: option.amountCents,
    billingInterval: option.interval,
    billingProvider: setup.provider,
    billingCustomerId: setup.customerId,
    billingSubscriptionId: setup.subscriptionId,
    promoCodeId: null,
  };
}

export interface AccountServiceDeps {
  repo: AccountRepository;
  billing: BillingService;
  tokens: EmailTokenService;
  mailer: Mailer;
  userState: UserStateService;
  joinRequests: Pick<JoinRequestService, 'settleExpired'>;
  publicUrl: string;
  log: MailerOptions['log'];
}

/** What the product of a plan means for an institution that already has an account. */
function institutionVerdict(planType: PlanType, held: readonly { product: ProductCode }[]) {
  const missing = planProducts(planType).filter((p) => !held.some((h) => h.product === p));
  if (missing.length === 0)
    return { register: true as const, message: SIGNUP_MESSAGES.institutionHasAccount };
  return {
    register: false as const,
    message: productNotIncludedMessage(missing.map((p) => PRODUCT_NAMES[p])),
  };
}

export function accountService(deps: AccountServiceDeps) {
  const { repo } = deps;

  async function assertEmailUsable(email: string) {
    if (isFreeMailAddress(email)) throw badRequest(SIGNUP_MESSAGES.emailRestricted);
    // A request that ran out reads as ended only once recorded; record it before the check.
    await deps.joinRequests.settleExpired();
    if (await repo.emailInUse(email)) throw new HttpError(409, SIGNUP_MESSAGES.emailInUse);
    await repo.releaseEmail(email);
  }

  async function activeInstitution(iid: number) {
    const institution = await repo.findInstitution(iid);
    if (!institution || !institution.active) throw badRequest(ACCOUNT_MESSAGES.institutionNotFound);
    return institution;
  }

  async function sendVerification(userId: string, user: NewUser) {
    const { link } = await deps.tokens.issue(userId, 'verify');
    return sendSafely(deps.mailer, verificationMail(user.email, user.firstName, link), deps.log);
  }

  return {
    async checkEmail(value: string): Promise<EmailCheckResponse> {
      const email = value.trim().toLowerCase();
      return {
        valid: EMAIL_PATTERN.test(email),
        inUse: await repo.emailInUse(email),
        restricted: isFreeMailAddress(email),
      };
    },

    async checkInstitution(iid: number): Promise<InstitutionCheckResponse> {
      const organization = await repo.organizationOfInstitution(iid);
      const holds = (product: ProductCode) =>
        organization?.products.some((p) => p.product === product) ?? false;
      return {
        institutionExists: organization !== undefined,
        hasNonMaturity: holds('non-maturity-deposits'),
        hasPeerComparison: holds('peer-comparison'),
      };
    },

    async checkPromo(code: string): Promise<PromoCheckResponse> {
      const promo = await repo.findUsablePromo(code);
      return promo
        ? { valid: true, product: promo.product as ProductCode, tier: promo.tier as TierCode }
        : { valid: false, product: null, tier: null };
    },

    subscriptionOptions(planType: PlanType) {
      return PLANS[planType].options.map(({ id, display, stripeId }) => ({
        id,
        display,
        stripeId,
      }));
    },

    /** spec 1 section 4, Signup: free, promo and card signups all end here. */
    async signup(
      input: NewUser & {
        organizationIid: number;
        planType: PlanType;
        subscriptionId: string;
        promoCode?: string | null;
        billingCustomerId?: string | null;
        billingSubscriptionId?: string | null;
        partnerCode?: string | null;
      },
    ) {
      const plan = PLANS[input.planType];
      const option = findSubscriptionOption(input.planType, input.subscriptionId);
      if (!option) throw badRequest(`subscriptionId: ${SIGNUP_MESSAGES.subscriptionRequired}`);
      await assertEmailUsable(input.email);
      const institution = await activeInstitution(input.organizationIid);
      const existing = await repo.organizationOfInstitution(institution.iid);
      if (existing)
        throw new HttpError(409, institutionVerdict(input.planType, existing.products).message);
      const partnerCode =
        input.partnerCode && (await repo.partnerExists(input.partnerCode))
          ? input.partnerCode
          : null;

      let grants: SubscriptionGrant[];
      let promoId: string | null = null;
      let setupId: string | null = null;
      const promoCode = input.promoCode?.trim();
      if (isFreePlan(input.planType)) {
        grants = plan.grants.map((g) => freeGrant(g, input.planType, option.id, null));
      } else if (promoCode) {
        if (input.planType !== PROMO_PLAN_TYPE)
          throw badRequest(ACCOUNT_MESSAGES.promoOnlyStandard);
        const promo = await repo.findUsablePromo(promoCode);
        if (!promo) throw badRequest(SIGNUP_MESSAGES.promoInvalid);
        promoId = promo.id;
        const granted = { product: promo.product as ProductCode, tier: promo.tier as TierCode };
        grants = [freeGrant(granted, input.planType, option.id, promo.id)];
      } else {
        if (!input.billingCustomerId || !input.billingSubscriptionId) {
          throw badRequest(ACCOUNT_MESSAGES.billingRequired);
        }
        const setup = await deps.billing.paidSetup({
          customerId: input.billingCustomerId,
          subscriptionId: input.billingSubscriptionId,
          planType: input.planType,
          optionId: option.id,
          email: input.email,
        });
        setupId = setup.id;
        grants = plan.grants.map((g) => paidGrant(g, input.planType, option, setup));
      }

      let userId: string;
      try {
        userId = await repo.transaction(async (q, tx) => {
          if (promoId && !(await q.usePromo(promoId)))
            throw badRequest(SIGNUP_MESSAGES.promoInvalid);
          if (setupId && !(await deps.billing.markUsed(tx, setupId))) {
            throw new HttpError(409, PAYMENT_MESSAGES.alreadyUsed);
          }
          const organizationId = await q.createOrganization({
            name: institution.name,
            institutionIid: institution.iid,
            partnerCode,
          });
          for (const grant of grants) await q.addSubscription(organizationId, grant);
          // The first user of an organization administers it.
          const id = await q.createUser({
            ...input,
            organizationId,
            isClientAdmin: true,
            membership: 'active',
          });
          await q.grantProducts(
            id,
            grants.map((g) => g.product),
          );
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SIGNUP_MESSAGES.emailInUse);
        throw error;
      }
      const verificationSent = await sendVerification(userId, input);
      return { email: input.email, verificationSent };
    },

    /**
     * spec 1 section 5, Register Now: asks to join the organization that already holds the
     * institution (issue 11). The request waits for one of its client-admins, who are e-mailed;
     * until approved the user holds nothing and sees none of the organization's data: knowing
     * an institution's name must not open its paid data or its billing.
     */
    async registerExisting(input: NewUser & { organizationIid: number; planType: PlanType }) {
      // Before the address is released: a declined address waits before it may ask again.
      if (await repo.declinedWithin(input.email, DECLINED_WAIT_DAYS)) {
        throw new HttpError(409, MEMBERSHIP_MESSAGES.declinedRecently);
      }
      await assertEmailUsable(input.email);
      await activeInstitution(input.organizationIid);
      const organization = await repo.organizationOfInstitution(input.organizationIid);
      if (!organization) throw badRequest(ACCOUNT_MESSAGES.noAccountYet);
      let userId: string;
      try {
        userId = await repo.transaction(async (q) => {
          // Counted under the organization's row lock: parallel requests cannot all see 9.
          await q.lockOrganization(organization.id);
          if ((await q.pendingJoinRequests(organization.id)) >= MAX_PENDING_JOIN_REQUESTS) {
            throw new TooManyRequests(MEMBERSHIP_MESSAGES.tooManyPending, 3600);
          }
          return q.createUser({
            ...input,
            organizationId: organization.id,
            isClientAdmin: false,
            membership: 'pending',
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SIGNUP_MESSAGES.emailInUse);
        throw error;
      }
      const verificationSent = await sendVerification(userId, input);
      const applicant = { name: `${input.firstName} ${input.lastName}`, email: input.email };
      for (const admin of await repo.clientAdmins(organization.id)) {
        await sendSafely(
          deps.mailer,
          joinRequestMail(
            admin.email,
            admin.firstName,
            applicant,
            organization.name,
            `${deps.publicUrl}/account/admin`,
          ),
          deps.log,
        );
      }
      return { email: input.email, verificationSent };
    },

    /** spec 1 section 4, Upgrade: takes effect at once (products are read per request). */
    async upgrade(
      principal: Principal,
      input: {
        organizationId: string;
        subscriptionId: string;
        billingCustomerId: string;
        billingSubscriptionId: string;
        planType: PlanType;
      },
    ): Promise<UserState> {
      if (input.organizationId !== principal.organizationId)
        throw forbidden(ACCOUNT_MESSAGES.ownOrganizationOnly);
      if (principal.isPlatformAdmin || principal.institutionIid === null) {
        throw forbidden(ACCOUNT_MESSAGES.noPlanToUpgrade);
      }
      const plan = PLANS[input.planType];
      const option = findSubscriptionOption(input.planType, input.subscriptionId);
      if (!option) throw badRequest(`subscriptionId: ${SIGNUP_MESSAGES.subscriptionRequired}`);
      const held = await repo.activeSubscriptions(principal.organizationId);
      if (plan.grants.every((g) => held.some((h) => h.tier === g.tier))) {
        throw new HttpError(409, ACCOUNT_MESSAGES.alreadyOnPlan);
      }
      const me = await deps.userState.forUser(principal.userId);
      const setup = await deps.billing.paidSetup({
        customerId: input.billingCustomerId,
        subscriptionId: input.billingSubscriptionId,
        planType: input.planType,
        optionId: option.id,
        email: me.userName,
      });
      await repo.transaction(async (q, tx) => {
        if (!(await deps.billing.markUsed(tx, setup.id)))
          throw new HttpError(409, PAYMENT_MESSAGES.alreadyUsed);
        const current = await q.activeSubscriptions(principal.organizationId);
        for (const grant of plan.grants) {
          const previous = current.find((c) => c.product === grant.product);
          if (previous) await q.replaceSubscription(previous.id);
          await q.addSubscription(
            principal.organizationId,
            paidGrant(grant, input.planType, option, setup),
            previous?.id ?? null,
          );
        }
        await q.grantProducts(
          principal.userId,
          plan.grants.map((g) => g.product),
        );
      });
      return deps.userState.forUser(principal.userId);
    },

    institutionVerdict,
  };
}

export type AccountService = ReturnType<typeof accountService>;
