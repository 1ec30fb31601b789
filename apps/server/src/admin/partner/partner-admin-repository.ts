import { count, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import {
  organizations,
  partnerImages,
  partners,
} from '../../platform/db/schema/organization-tables';

type PartnerRow = typeof partners.$inferSelect;
type ImageRow = typeof partnerImages.$inferInsert;

export function partnerAdminRepository(db: Database) {
  const withOrganizationCount = () =>
    db
      .select({ ...getTableColumns(partners), organizationCount: count(organizations.id) })
      .from(partners)
      .leftJoin(organizations, eq(organizations.partnerCode, partners.code))
      .groupBy(partners.code);

  return {
    async list() {
      return withOrganizationCount().orderBy(partners.name, partners.code);
    },

    async find(code: string) {
      const [row] = await withOrganizationCount().where(eq(partners.code, code));
      return row;
    },

    async create(row: PartnerRow) {
      await db.insert(partners).values(row);
    },

    async update(code: string, fields: Omit<Partial<PartnerRow>, 'code'>) {
      const updated = await db
        .update(partners)
        .set(fields)
        .where(eq(partners.code, code))
        .returning({ code: partners.code });
      return updated.length > 0;
    },

    /**
     * Organizations that signed up under the partner stay, without it; its uploaded images go
     * with it (partner_images cascades).
     */
    async remove(code: string) {
      return db.transaction(async (tx) => {
        await tx
          .update(organizations)
          .set({ partnerCode: null })
          .where(eq(organizations.partnerCode, code));
        const removed = await tx
          .delete(partners)
          .where(eq(partners.code, code))
          .returning({ code: partners.code });
        return removed.length > 0;
      });
    },

    async saveImage(image: ImageRow) {
      const [saved] = await db
        .insert(partnerImages)
        .values(image)
        .onConflictDoUpdate({
          target: [partnerImages.partnerCode, partnerImages.kind],
          set: {
            fileName: image.fileName,
            contentType: image.contentType,
            size: image.size,
            data: image.data,
            uploadedAt: image.uploadedAt ?? new Date(),
          },
        })
        .returning({ uploadedAt: partnerImages.uploadedAt });
      return saved;
    },
  };
}

export type PartnerAdminRepository = ReturnType<typeof partnerAdminRepository>;
