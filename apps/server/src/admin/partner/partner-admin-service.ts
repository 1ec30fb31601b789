import {
  PARTNER_MESSAGES,
  type AdminPartner,
  type PartnerImageKind,
  type PartnerImageUpload,
  type partnerCreateRequest,
  type partnerFields,
} from '@app/core/api/admin/partners';
import { adminPartnerRoutes } from '@app/core/api/routes/admin-partner-routes';
import type { z } from 'zod';
import type { AuditLog } from '../../platform/audit/audit-log';
import type { Principal } from '../../platform/auth/principal';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { HttpError, badRequest, notFound } from '../../platform/http/http-error';
import type { PartnerAdminRepository } from './partner-admin-repository';
import { readPartnerImage } from './partner-image';

/** Which partner field shows which uploaded image. */
const FIELD_OF: Record<PartnerImageKind, 'logoFile' | 'adImage'> = {
  logo: 'logoFile',
  advert: 'adImage',
};

/**
 * Where the public route serves an uploaded image; the upload time in the query makes a new
 * upload a new address, so caches never show the old image.
 */
function imagePath(code: string, kind: PartnerImageKind, uploadedAt: Date) {
  const path = adminPartnerRoutes.partnerImage.path.replace(':code', code).replace(':kind', kind);
  return `${path}?v=${uploadedAt.getTime()}`;
}

/** The partners of spec 1 section 3, as the platform admin keeps them (issue 14). */
export function partnerAdminService(deps: { repo: PartnerAdminRepository; audit: AuditLog }) {
  const { repo, audit } = deps;

  async function existing(code: string): Promise<AdminPartner> {
    const row = await repo.find(code);
    if (!row) throw notFound(PARTNER_MESSAGES.notFound);
    return row;
  }

  return {
    list: (): Promise<AdminPartner[]> => repo.list(),

    async create(
      principal: Principal,
      request: z.output<typeof partnerCreateRequest>,
    ): Promise<AdminPartner> {
      try {
        await repo.create(request);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, PARTNER_MESSAGES.exists);
        throw error;
      }
      const after = await existing(request.code);
      await audit.record(principal, {
        action: 'partner.create',
        target: `partner ${after.code} (${after.name})`,
        after,
      });
      return after;
    },

    async update(
      principal: Principal,
      code: string,
      fields: z.output<typeof partnerFields>,
    ): Promise<AdminPartner> {
      const before = await existing(code);
      await repo.update(code, fields);
      const after = await existing(code);
      await audit.record(principal, {
        action: 'partner.update',
        target: `partner ${code} (${after.name})`,
        before,
        after,
      });
      return after;
    },

    /** Its organizations stay and lose the partner branding. */
    async remove(principal: Principal, code: string) {
      const before = await existing(code);
      if (!(await repo.remove(code))) throw notFound(PARTNER_MESSAGES.notFound);
      await audit.record(principal, {
        action: 'partner.remove',
        target: `partner ${code} (${before.name})`,
        before,
        after: null,
      });
    },

    async uploadImage(
      principal: Principal,
      code: string,
      kind: PartnerImageKind,
      upload: PartnerImageUpload,
    ): Promise<AdminPartner> {
      const before = await existing(code);
      const image = readPartnerImage(upload);
      if ('problem' in image) throw badRequest(image.problem);
      const saved = await repo.saveImage({
        partnerCode: code,
        kind,
        fileName: upload.fileName,
        contentType: upload.contentType,
        size: image.data.byteLength,
        data: image.data,
        uploadedAt: new Date(),
      });
      if (!saved) throw new Error('partner image upsert returned nothing');
      const field = FIELD_OF[kind];
      await repo.update(code, { [field]: imagePath(code, kind, saved.uploadedAt) });
      const after = await existing(code);
      await audit.record(principal, {
        action: 'partner.image',
        target: `partner ${code} (${after.name}) ${kind}`,
        before: { [field]: before[field] },
        after: { [field]: after[field], fileName: upload.fileName, size: image.data.byteLength },
      });
      return after;
    },
  };
}

export type PartnerAdminService = ReturnType<typeof partnerAdminService>;
