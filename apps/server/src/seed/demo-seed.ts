import { sql } from 'drizzle-orm';
import { iidOf } from '@app/core/domain/institution-ids';
import { PLANS } from '@app/core/domain/plans';
import type { PlanType, ProductCode, TierCode } from '@app/core/domain/products';
import { hashPassword } from '../platform/auth/password';
import type { Database } from '../platform/db/database';
import { subscriptions } from '../platform/db/schema/billing-tables';
import { messages, news } from '../platform/db/schema/content-tables';
import { institutions } from '../platform/db/schema/institution-tables';
import { organizations, partners } from '../platform/db/schema/organization-tables';
import { userProducts, users } from '../platform/db/schema/user-tables';
import { demoInstitutions } from '../reference-data/synthetic/demo-institutions';

export const DEMO_PASSWORD = 'demo-password';

const demoIid = (name: (typeof demoInstitutions)[number]['name']) => {
  const found = demoInstitutions.find((i) => i.name === name);
  if (!found) throw new Error(`no demo institution ${name}`);
  return iidOf(found.type, found.agencyId);
};

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  organization: string;
  organizationType: 'MULTI' | 'HOLD' | 'SINGLE';
  iid: number | null;
  plan: PlanType | null;
  products: { product: ProductCode; tier: TierCode }[];
  clientAdmin?: boolean;
  platformAdmin?: boolean;
  /** May upload and delete the organization's own deposit data (issue 29). */
  depositData?: boolean;
}

const PC_STANDARD = { product: 'peer-comparison', tier: 'peer-comparison-standard' } as const;
const PC_BASIC = { product: 'peer-comparison', tier: 'peer-comparison-basic' } as const;
const NMD_STANDARD = {
  product: 'non-maturity-deposits',
  tier: 'non-maturity-deposits-standard',
} as const;

/** The demo accounts listed in the README. */
export const demoAccounts: DemoAccount[] = [
  {
    email: 'admin@example.com',
    firstName: 'Avery',
    lastName: 'Admin',
    title: 'Platform Administrator',
    organization: 'Peerscope',
    organizationType: 'SINGLE',
    iid: null,
    plan: null,
    products: [],
    platformAdmin: true,
  },
  {
    email: 'standard@example.com',
    firstName: 'Sam',
    lastName: 'Standard',
    title: 'Chief Financial Officer',
    organization: 'Prairie Gate Bank',
    organizationType: 'SINGLE',
    iid: demoIid('Prairie Gate Bank'),
    plan: 'PeerComparisonStandard',
    products: [PC_STANDARD],
    clientAdmin: true,
  },
  {
    email: 'basic@example.com',
    firstName: 'Bailey',
    lastName: 'Basic',
    title: 'Controller',
    organization: 'Cedar Ridge Bank',
    organizationType: 'SINGLE',
    iid: demoIid('Cedar Ridge Bank'),
    plan: 'PeerComparisonBasic',
    products: [PC_BASIC],
    // The only user of a Free plan organization administers it, and so may upgrade it.
    clientAdmin: true,
  },
  {
    email: 'nmd@example.com',
    firstName: 'Nico',
    lastName: 'Deposits',
    title: 'Treasurer',
    organization: 'Blue Mesa Bank',
    organizationType: 'SINGLE',
    iid: demoIid('Blue Mesa Bank'),
    plan: 'NonMaturityDepositsStandard',
    products: [NMD_STANDARD],
    depositData: true,
  },
  {
    email: 'bundle@example.com',
    firstName: 'Blake',
    lastName: 'Bundle',
    title: 'ALM Manager',
    organization: 'Northgate Financial Group',
    organizationType: 'MULTI',
    iid: demoIid('Northgate Bank'),
    plan: 'BundleYearly',
    products: [PC_STANDARD, NMD_STANDARD],
  },
  {
    email: 'hold@example.com',
    firstName: 'Harper',
    lastName: 'Holding',
    title: 'Director of Finance',
    organization: 'Summit Holding Company',
    organizationType: 'HOLD',
    iid: demoIid('Summit State Bank'),
    plan: 'PeerComparisonStandard',
    products: [PC_STANDARD],
  },
  {
    email: 'cu@example.com',
    firstName: 'Casey',
    lastName: 'Union',
    title: 'Chief Executive Officer',
    organization: 'Harbor Light Federal Credit Union',
    organizationType: 'SINGLE',
    iid: demoIid('Harbor Light Federal Credit Union'),
    plan: 'PeerComparisonStandard',
    products: [PC_STANDARD],
  },
];

export const demoPartner = {
  code: 'acme',
  name: 'Acme Banking Partners',
  logoFile: '/partners/acme-logo.svg',
  logoWidth: 180,
  logoHeight: 48,
  address: '100 Main Street, Suite 400, Des Moines, IA 50309',
  phone: '515.555.0123',
  email: 'hello@acme-partners.example',
  url: 'https://acme-partners.example',
  adImage: '/partners/acme-advert.svg',
  adUrl: 'https://acme-partners.example/peer-review',
};

/** Seeds the demo accounts once: a database that already has users is left alone. */
export async function seedDemo(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(partners).values(demoPartner).onConflictDoNothing();
    await tx
      .insert(institutions)
      .values(
        demoInstitutions.map(({ type, agencyId, ...rest }) => ({
          ...rest,
          iid: iidOf(type, agencyId),
          agencyId,
          institutionType: type,
          synthetic: true,
        })),
      )
      .onConflictDoNothing();
    for (const account of demoAccounts) {
      const [org] = await tx
        .insert(organizations)
        .values({
          name: account.organization,
          organizationType: account.organizationType,
          institutionIid: account.iid,
        })
        .returning({ id: organizations.id });
      if (!org) throw new Error('organization insert returned nothing');
      if (account.plan) {
        // The plan's last (annual) option, so the admin's subscription list shows a price.
        const option = PLANS[account.plan].options.at(-1);
        await tx.insert(subscriptions).values(
          account.products.map((p) => ({
            organizationId: org.id,
            product: p.product,
            tier: p.tier,
            planType: account.plan as string,
            optionId: option?.id ?? null,
            priceCents: option?.amountCents ?? null,
            billingInterval: option?.interval ?? null,
            billingProvider: 'demo',
          })),
        );
      }
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          title: account.title,
          phone: '5155550100',
          organizationId: org.id,
          isPlatformAdmin: account.platformAdmin ?? false,
          isClientAdmin: account.clientAdmin ?? false,
          depositDataPermission: account.depositData ?? false,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      if (account.products.length > 0) {
        await tx
          .insert(userProducts)
          .values(account.products.map((p) => ({ userId: user.id, product: p.product })));
      }
    }
    await tx.insert(messages).values({
      content:
        '<p>Welcome to Peerscope. The demo data shown here is synthetic: institutions and figures are fictional.</p>',
    });
    await tx.insert(news).values({
      title: 'Demo data loaded',
      content: 'This instance runs on synthetic demo data for evaluation.',
    });
  });
  return true;
}
