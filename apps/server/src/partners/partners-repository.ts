import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { partners } from '../db/schema/organization-tables';

export function partnersRepository(db: Database) {
  return {
    async find(code: string) {
      const [row] = await db.select().from(partners).where(eq(partners.code, code.toLowerCase()));
      return row;
    },
  };
}

export type PartnersRepository = ReturnType<typeof partnersRepository>;
