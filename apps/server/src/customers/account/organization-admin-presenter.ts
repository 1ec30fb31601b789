import type {
  LogoInfo,
  OrganizationSummary,
  OrganizationUser,
} from '@app/core/api/organization-admin';
import type { ProductCode, TierCode } from '@app/core/domain/products';
import type { OrganizationRepository } from './organization-repository';

type SummaryRow = NonNullable<Awaited<ReturnType<OrganizationRepository['summary']>>>;
type UserRow = Awaited<ReturnType<OrganizationRepository['users']>>[number];
type LogoRow = Awaited<ReturnType<OrganizationRepository['logoInfo']>>;

export function presentOrganizationSummary(row: SummaryRow): OrganizationSummary {
  return {
    ...row,
    products: row.products.map((p) => ({
      product: p.product as ProductCode,
      tier: p.tier as TierCode,
      planType: p.planType,
    })),
  };
}

/** `self` marks the caller's own row: the page does not offer to delete or demote it. */
export function presentOrganizationUser(row: UserRow, callerId: string): OrganizationUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    products: row.products as ProductCode[],
    admin: row.admin,
    depositData: row.depositData,
    status: row.hasPassword ? 'active' : 'invited',
    self: row.id === callerId,
  };
}

export function presentLogoInfo(row: LogoRow): LogoInfo {
  return row
    ? {
        hasLogo: true,
        fileName: row.fileName,
        contentType: row.contentType,
        size: row.size,
        uploadedAt: row.uploadedAt.toISOString(),
      }
    : { hasLogo: false, fileName: null, contentType: null, size: null, uploadedAt: null };
}
