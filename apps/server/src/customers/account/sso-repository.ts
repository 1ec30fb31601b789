import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { subscriptions } from '../../platform/db/schema/billing-tables';
import { organizationSso, ssoDomains } from '../../platform/db/schema/sso-tables';
import { userProducts, users } from '../../platform/db/schema/user-tables';

export interface StoredSso {
  organizationId: string;
  issuer: string;
  clientId: string;
  clientSecretSealed: string;
  passwordsDisabled: boolean;
  updatedAt: Date;
}

/** The organizations' OpenID Connect providers, their vouched domains, and who signs in. */
export function ssoRepository(db: Database) {
  const columns = {
    organizationId: organizationSso.organizationId,
    issuer: organizationSso.issuer,
    clientId: organizationSso.clientId,
    clientSecretSealed: organizationSso.clientSecretSealed,
    passwordsDisabled: organizationSso.passwordsDisabled,
    updatedAt: organizationSso.updatedAt,
  };

  return {
    async find(organizationId: string) {
      const [row] = await db
        .select(columns)
        .from(organizationSso)
        .where(eq(organizationSso.organizationId, organizationId));
      if (!row) return undefined;
      const domains = await db
        .select({ domain: ssoDomains.domain })
        .from(ssoDomains)
        .where(eq(ssoDomains.organizationId, organizationId))
        .orderBy(ssoDomains.domain);
      return { ...row, domains: domains.map((d) => d.domain) };
    },

    /** The provider that vouches for an e-mail domain, if any organization named it. */
    async findByDomain(domain: string): Promise<StoredSso | undefined> {
      const [row] = await db
        .select(columns)
        .from(ssoDomains)
        .innerJoin(organizationSso, eq(organizationSso.organizationId, ssoDomains.organizationId))
        .where(eq(ssoDomains.domain, domain));
      return row;
    },

    /** Those of the domains another organization vouches for already. */
    async domainsOfOthers(organizationId: string, domains: string[]) {
      const rows = await db
        .select({ domain: ssoDomains.domain })
        .from(ssoDomains)
        .where(
          and(inArray(ssoDomains.domain, domains), ne(ssoDomains.organizationId, organizationId)),
        );
      return rows.map((r) => r.domain);
    },

    /** Writes the provider and replaces its domains, in one transaction. */
    async save(
      organizationId: string,
      input: {
        issuer: string;
        clientId: string;
        clientSecretSealed: string;
        domains: string[];
        passwordsDisabled: boolean;
      },
    ) {
      const { domains, ...settings } = input;
      await db.transaction(async (tx) => {
        await tx
          .insert(organizationSso)
          .values({ organizationId, ...settings })
          .onConflictDoUpdate({
            target: organizationSso.organizationId,
            set: { ...settings, updatedAt: sql`now()` },
          });
        await tx.delete(ssoDomains).where(eq(ssoDomains.organizationId, organizationId));
        await tx.insert(ssoDomains).values(domains.map((domain) => ({ domain, organizationId })));
      });
    },

    async remove(organizationId: string) {
      await db.delete(organizationSso).where(eq(organizationSso.organizationId, organizationId));
    },

    async userByEmail(email: string) {
      const [row] = await db
        .select({
          id: users.id,
          organizationId: users.organizationId,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.email, email));
      return row;
    },

    /**
     * A new active member the provider vouched for (just-in-time), with every product the
     * organization holds, as an invitation gives by default; no password.
     */
    async createMember(
      organizationId: string,
      person: { email: string; firstName: string; lastName: string },
    ) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            ...person,
            organizationId,
            passwordHash: null,
            emailVerifiedAt: sql`now()`,
            membership: 'active',
          })
          .returning({ id: users.id });
        if (!user) throw new Error('user insert returned nothing');
        const held = await tx
          .selectDistinct({ product: subscriptions.product })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.organizationId, organizationId),
              eq(subscriptions.status, 'active'),
            ),
          );
        if (held.length > 0) {
          await tx
            .insert(userProducts)
            .values(held.map(({ product }) => ({ userId: user.id, product })));
        }
        return user.id;
      });
    },
  };
}

export type SsoRepository = ReturnType<typeof ssoRepository>;
