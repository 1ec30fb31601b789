import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { partnerImages, partners } from '../../platform/db/schema/organization-tables';

export function partnersRepository(db: Database) {
  return {
    async find(code: string) {
      const [row] = await db.select().from(partners).where(eq(partners.code, code.toLowerCase()));
      return row;
    },

    /** A logo or advert uploaded in the admin console. */
    async image(code: string, kind: string) {
      const [row] = await db
        .select({ contentType: partnerImages.contentType, data: partnerImages.data })
        .from(partnerImages)
        .where(
          and(eq(partnerImages.partnerCode, code.toLowerCase()), eq(partnerImages.kind, kind)),
        );
      return row;
    },
  };
}

export type PartnersRepository = ReturnType<typeof partnersRepository>;
