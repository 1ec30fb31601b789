import type { UserState } from '@app/core/api/auth';
import { DEFAULT_SUPPORT_CONTACT, PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import {
  CLIENT_ADMIN_CLAIM,
  PRODUCT_NAMES,
  type InstitutionType,
  type OrganizationType,
} from '@app/core/domain/products';
import { notFound } from '../../platform/http/http-error';
import { fullName, type UsersRepository } from './users-repository';

export function userStateService(repo: UsersRepository) {
  return {
    /** spec 1 section 3, "User state". */
    async forUser(userId: string): Promise<UserState> {
      const user = await repo.profile(userId);
      if (!user) throw notFound('User not found.');
      const active = user.membership === 'active';
      // A request to join sees nothing of the organization: no products (the query gives
      // none), no administration, no count of the organization's messages.
      const products = user.products;
      const administrators = user.administrators.map(fullName);
      // Content may be for holders of one product, so the count follows the products.
      const unread = active
        ? await repo.unreadCounts({
            userId,
            organizationId: user.organizationId,
            products: products.map((p) => p.product),
          })
        : { messages: 0, news: 0 };
      const claims = products.map((p) => p.product as string);
      if (active && user.isClientAdmin) claims.push(CLIENT_ADMIN_CLAIM);
      return {
        id: user.id,
        userName: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        displayName: `${user.firstName} ${user.lastName}`.trim(),
        organizationId: user.organizationId,
        organizationName: user.organizationName,
        organizationType: user.organizationType as OrganizationType,
        institutionIid: user.institutionIid,
        institutionType: (user.institutionType as InstitutionType | null) ?? null,
        products: products.map((p) => ({
          clientCode: p.product,
          tierClientCode: p.tier,
          name: PRODUCT_NAMES[p.product],
          // Both products have a dashboard panel (spec 1, "Dashboard").
          hasDashboard: true,
        })),
        claims,
        admin: user.isPlatformAdmin,
        unreadMessages: unread.messages,
        unreadNews: unread.news,
        membership: user.membership,
        administrators,
        support:
          user.partnerName !== null
            ? {
                name: user.partnerName,
                phone: user.partnerPhone ?? '',
                email: user.partnerEmail ?? '',
              }
            : { name: PRODUCT_BRAND_NAME, ...DEFAULT_SUPPORT_CONTACT },
        signedInBefore: user.previousSignInAt !== null,
      };
    },
  };
}

export type UserStateService = ReturnType<typeof userStateService>;
