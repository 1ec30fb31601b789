import { SIGNUP_MESSAGES } from '@app/core/api/account';
import {
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  inviteUserRequest,
  logoInfo,
  logoUpload,
  organizationSummary,
  organizationUser,
  updateUserRequest,
  userIdParams,
  type LogoInfo,
  type OrganizationUser,
} from '@app/core/api/organization-admin';
import { errorResponse } from '@app/core/api/errors';
import { PRODUCT_NAMES, type ProductCode, type TierCode } from '@app/core/domain/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../auth/guards';
import type { Principal } from '../auth/principal';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { invitationMail } from '../mail/mail-templates';
import { sendSafely, type Mailer, type MailerOptions } from '../mail/mailer';
import { roles } from '../access/roles';
import { isUniqueViolation } from './account-repository';
import type { EmailTokenService } from './email-token-service';
import { readLogo } from './logo-image';
import type { OrganizationRepository } from './organization-repository';

/**
 * The upload's JSON body limit follows from the file limit, so the two cannot drift apart:
 * base64 makes every 3 bytes 4 characters, plus room for the file name and the JSON around it.
 */
const LOGO_BODY_LIMIT = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 4 * 1024;

export const ORGANIZATION_ADMIN_MESSAGES = {
  userNotFound: 'User not found in your organization.',
  notYourselfDelete: 'You cannot delete your own user.',
  notYourselfDemote: 'You cannot remove your own administration rights.',
  noLogo: 'Your organization has no logo.',
} as const;

/** spec 1 section 2 (tour texts): client admins manage their own organization's users and logo. */
export function organizationAdminRoutes(
  app: FastifyInstance,
  deps: {
    organizations: OrganizationRepository;
    tokens: EmailTokenService;
    mailer: Mailer;
    log: MailerOptions['log'];
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account administration'];
  const preHandler = roles.clientAdmin;
  const refusals = {
    400: errorResponse,
    401: errorResponse,
    403: errorResponse,
    404: errorResponse,
  };
  const { organizations } = deps;

  async function heldProducts(principal: Principal) {
    const summary = await organizations.summary(principal.organizationId);
    return new Set((summary?.products ?? []).map((p) => p.product as ProductCode));
  }

  /** A client admin gives only what the organization subscribes to. */
  async function assertProductsHeld(principal: Principal, products: readonly ProductCode[]) {
    const held = await heldProducts(principal);
    const missing = products.filter((p) => !held.has(p));
    if (missing.length > 0) {
      throw badRequest(
        `products: your organization does not subscribe to ${missing.map((p) => PRODUCT_NAMES[p]).join(' or ')}`,
      );
    }
  }

  async function presentUsers(principal: Principal): Promise<OrganizationUser[]> {
    const rows = await organizations.users(principal.organizationId);
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      title: row.title,
      products: row.products as ProductCode[],
      admin: row.admin,
      status: row.hasPassword ? 'active' : 'invited',
      self: row.id === principal.userId,
    }));
  }

  api.get(
    '/api/account/organization',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Your organization: name, products held, whether it has a logo',
        response: { 200: organizationSummary, ...refusals },
      },
    },
    async (request) => {
      const summary = await organizations.summary(requirePrincipal(request).organizationId);
      if (!summary) throw notFound('Organization not found.');
      return {
        ...summary,
        products: summary.products.map((p) => ({
          product: p.product as ProductCode,
          tier: p.tier as TierCode,
          planType: p.planType,
        })),
      };
    },
  );

  api.get(
    '/api/account/users',
    {
      preHandler,
      schema: {
        tags,
        summary: "Your organization's users",
        response: { 200: z.array(organizationUser), ...refusals },
      },
    },
    async (request) => presentUsers(requirePrincipal(request)),
  );

  api.post(
    '/api/account/users',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Invite a user by name and e-mail, with their products; sends the invitation',
        body: inviteUserRequest,
        response: { 201: organizationUser, 409: errorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      await assertProductsHeld(principal, request.body.products);
      let userId: string;
      try {
        userId = await organizations.createUser({
          organizationId: principal.organizationId,
          ...request.body,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SIGNUP_MESSAGES.emailInUse);
        throw error;
      }
      const summary = await organizations.summary(principal.organizationId);
      const inviter = await organizations.findUser(principal.organizationId, principal.userId);
      const { link } = await deps.tokens.issue(userId, 'invite');
      await sendSafely(
        deps.mailer,
        invitationMail(
          request.body.email,
          request.body.firstName,
          summary?.name ?? 'your organization',
          inviter?.firstName ?? 'Your administrator',
          link,
        ),
        deps.log,
      );
      const created = (await presentUsers(principal)).find((u) => u.id === userId);
      if (!created) throw notFound(ORGANIZATION_ADMIN_MESSAGES.userNotFound);
      return reply.status(201).send(created);
    },
  );

  api.put(
    '/api/account/users/:userId',
    {
      preHandler,
      schema: {
        tags,
        summary: "Change a user's names, products and administration right",
        params: userIdParams,
        body: updateUserRequest,
        response: { 200: organizationUser, ...refusals },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { userId } = request.params;
      if (!(await organizations.findUser(principal.organizationId, userId))) {
        throw notFound(ORGANIZATION_ADMIN_MESSAGES.userNotFound);
      }
      if (userId === principal.userId && !request.body.admin) {
        throw badRequest(ORGANIZATION_ADMIN_MESSAGES.notYourselfDemote);
      }
      await assertProductsHeld(principal, request.body.products);
      await organizations.updateUser(userId, request.body);
      const updated = (await presentUsers(principal)).find((u) => u.id === userId);
      if (!updated) throw notFound(ORGANIZATION_ADMIN_MESSAGES.userNotFound);
      return updated;
    },
  );

  api.delete(
    '/api/account/users/:userId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete a user of your organization',
        params: userIdParams,
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const { userId } = request.params;
      if (userId === principal.userId)
        throw badRequest(ORGANIZATION_ADMIN_MESSAGES.notYourselfDelete);
      if (!(await organizations.findUser(principal.organizationId, userId))) {
        throw notFound(ORGANIZATION_ADMIN_MESSAGES.userNotFound);
      }
      await organizations.deleteUser(userId);
      return reply.status(204).send(null);
    },
  );

  async function presentLogo(organizationId: string): Promise<LogoInfo> {
    const row = await organizations.logoInfo(organizationId);
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

  api.get(
    '/api/account/logo',
    {
      preHandler,
      schema: {
        tags,
        summary: "About your organization's logo",
        response: { 200: logoInfo, ...refusals },
      },
    },
    async (request) => presentLogo(requirePrincipal(request).organizationId),
  );

  api.post(
    '/api/account/logo',
    {
      preHandler,
      bodyLimit: LOGO_BODY_LIMIT,
      // A body over the limit is stopped before validation; to the user it is a file too
      // large, so it gets the logo's own limit rather than the general body limit.
      errorHandler(error, request, reply) {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE')
          return app.errorHandler(error, request, reply);
        return reply
          .status(400)
          .send({ statusCode: 400, error: 'Bad Request', message: LOGO_MESSAGES.tooLarge });
      },
      schema: {
        tags,
        summary: `Upload the logo (PNG, JPEG or SVG up to ${LOGO_MAX_BYTES / 1024} KB, base64); delete the old one first`,
        body: logoUpload,
        response: { 201: logoInfo, 409: errorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { organizationId } = requirePrincipal(request);
      const logo = readLogo(request.body.contentType, request.body.data);
      if ('problem' in logo) throw badRequest(logo.problem);
      const added = await organizations.addLogo({
        organizationId,
        fileName: request.body.fileName,
        contentType: request.body.contentType,
        data: logo.data,
      });
      if (!added) throw new HttpError(409, LOGO_MESSAGES.replace);
      return reply.status(201).send(await presentLogo(organizationId));
    },
  );

  api.delete(
    '/api/account/logo',
    {
      preHandler,
      schema: {
        tags,
        summary: "Delete your organization's logo",
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      if (!(await organizations.deleteLogo(requirePrincipal(request).organizationId))) {
        throw notFound(ORGANIZATION_ADMIN_MESSAGES.noLogo);
      }
      return reply.status(204).send(null);
    },
  );
}
