import { sql } from 'drizzle-orm';
import type { PlanType, ProductCode, TierCode } from '@app/core/domain/products';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/database';
import {
  institutions,
  messages,
  news,
  organizations,
  partners,
  subscriptions,
  userProducts,
  users,
} from '../db/schema';

export const DEMO_PASSWORD = 'demo-password';

/**
 * Fictional institutions for the demo accounts. Ids sit above 9,000,000, clear of real RSSD ids
 * of active banks and of NCUA charter numbers, so real data can be imported beside them.
 */
const demoInstitutions = [
  { iid: 9000001, institutionType: 'bank', name: 'Prairie Gate Bank', city: 'Salina', state: 'KS' },
  {
    iid: 9000002,
    institutionType: 'bank',
    name: 'Cedar Ridge Bank',
    city: 'Cedar Rapids',
    state: 'IA',
  },
  {
    iid: 9000003,
    institutionType: 'bank',
    name: 'Blue Mesa Bank',
    city: 'Grand Junction',
    state: 'CO',
  },
  { iid: 9000004, institutionType: 'bank', name: 'Northgate Bank', city: 'Duluth', state: 'MN' },
  {
    iid: 9000005,
    institutionType: 'bank',
    name: 'Northgate Savings Bank',
    city: 'Fargo',
    state: 'ND',
  },
  {
    iid: 9000006,
    institutionType: 'bank',
    name: 'Summit State Bank',
    city: 'Bozeman',
    state: 'MT',
  },
  {
    iid: 9000007,
    institutionType: 'credit union',
    name: 'Harbor Light Federal Credit Union',
    city: 'Portland',
    state: 'ME',
  },
  {
    iid: 9000008,
    institutionType: 'credit union',
    name: 'Riverbend Community Credit Union',
    city: 'Dubuque',
    state: 'IA',
  },
] as const;

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
    iid: 9000001,
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
    iid: 9000002,
    plan: 'PeerComparisonBasic',
    products: [PC_BASIC],
  },
  {
    email: 'nmd@example.com',
    firstName: 'Nico',
    lastName: 'Deposits',
    title: 'Treasurer',
    organization: 'Blue Mesa Bank',
    organizationType: 'SINGLE',
    iid: 9000003,
    plan: 'NonMaturityDepositsStandard',
    products: [NMD_STANDARD],
  },
  {
    email: 'bundle@example.com',
    firstName: 'Blake',
    lastName: 'Bundle',
    title: 'ALM Manager',
    organization: 'Northgate Financial Group',
    organizationType: 'MULTI',
    iid: 9000004,
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
    iid: 9000006,
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
    iid: 9000007,
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
      .values(demoInstitutions.map((i) => ({ ...i, active: true })))
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
        await tx.insert(subscriptions).values(
          account.products.map((p) => ({
            organizationId: org.id,
            product: p.product,
            tier: p.tier,
            planType: account.plan as string,
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
