import { PARTNER_IMAGE_MAX_BYTES, PARTNER_IMAGE_MESSAGES } from '@app/core/api/admin/partners';
import { adminPartnerRoutes as contract } from '@app/core/api/routes/admin-partner-routes';
import type { FastifyInstance } from 'fastify';
import { roles } from '../../platform/access/roles';
import { requirePrincipal } from '../../platform/auth/guards';
import { contractRoute } from '../../platform/http/contract-route';
import { partnerImageRoutes } from '../../customers/partners/partner-image-routes';
import type { PartnersRepository } from '../../customers/partners/partners-repository';
import type { PartnerAdminService } from './partner-admin-service';
import type { PromoCodeService } from './promo-code-service';

/**
 * The upload's JSON body limit follows from the file limit: base64 makes every 3 bytes 4
 * characters, plus room for the file name and the JSON around it.
 */
const IMAGE_BODY_LIMIT = Math.ceil(PARTNER_IMAGE_MAX_BYTES / 3) * 4 + 4 * 1024;

/** The console's partner screens: routes of packages/core/src/api/routes/admin-partner-routes.ts. */
export function adminPartnerConsole(
  app: FastifyInstance,
  deps: {
    partners: PartnerAdminService;
    promoCodes: PromoCodeService;
    /** The stored partner images, which the console's uploads make and anyone may fetch. */
    partnerImages: PartnersRepository;
  },
) {
  const { partners, promoCodes } = deps;
  const options = { access: roles.platformAdmin, tag: 'admin' };
  const refusals = [400, 401, 403] as const;

  // The images the console uploads are served publicly; registered here so they come and go
  // with the screen that makes them.
  partnerImageRoutes(app, { partners: deps.partnerImages });

  contractRoute(
    app,
    contract.partners,
    {
      ...options,
      summary: 'Partners (spec 1 section 3) and how many organizations each has',
      errors: refusals,
    },
    async () => partners.list(),
  );

  contractRoute(
    app,
    contract.createPartner,
    {
      ...options,
      summary: 'Add a partner; /login/{code} and /signup/{code} then wear its branding',
      errors: [409, ...refusals],
    },
    async ({ body }, request) => partners.create(requirePrincipal(request), body),
  );

  contractRoute(
    app,
    contract.updatePartner,
    {
      ...options,
      summary: "Change a partner's name, logo, contact details and advert",
      errors: [404, ...refusals],
    },
    async ({ params, body }, request) =>
      partners.update(requirePrincipal(request), params.code, body),
  );

  contractRoute(
    app,
    contract.removePartner,
    {
      ...options,
      summary: 'Remove a partner and its images; its organizations stay, without its branding',
      errors: [404, ...refusals],
    },
    async ({ params }, request) => {
      await partners.remove(requirePrincipal(request), params.code);
    },
  );

  contractRoute(
    app,
    contract.uploadPartnerImage,
    {
      ...options,
      summary: `Upload the partner's logo or advert (PNG, JPEG or SVG up to ${PARTNER_IMAGE_MAX_BYTES / 1024} KB, base64); it replaces the one before`,
      errors: [404, ...refusals],
      bodyLimit: IMAGE_BODY_LIMIT,
      // To the user a body over the limit is a file too large: the image's own limit.
      bodyTooLarge: PARTNER_IMAGE_MESSAGES.tooLarge,
    },
    async ({ params, body }, request) =>
      partners.uploadImage(requirePrincipal(request), params.code, params.kind, body),
  );

  contractRoute(
    app,
    contract.promoCodes,
    { ...options, summary: 'Promo codes with their uses so far', errors: refusals },
    async () => promoCodes.list(),
  );

  contractRoute(
    app,
    contract.createPromoCode,
    {
      ...options,
      summary: 'Create a promo code: product, tier, expiry and use limit',
      errors: [409, ...refusals],
    },
    async ({ body }, request) => promoCodes.create(requirePrincipal(request), body),
  );

  contractRoute(
    app,
    contract.endPromoCode,
    {
      ...options,
      summary: 'End a promo code now; signups then refuse it as an expired code',
      errors: [404, 409, ...refusals],
    },
    async ({ params }, request) => promoCodes.end(requirePrincipal(request), params.code),
  );
}
