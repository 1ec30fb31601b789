import { contentRoutes as contentContract } from '@app/core/api/routes/content-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import type { FeedbackRepository } from './feedback-repository';

/**
 * spec 2 sections 2.14 and 7: POST api/feedback with type, content, contact and pageName.
 * Kept for the team to read; the product does not read it back (no GET).
 */
export function feedbackRoutes(app: FastifyInstance, deps: { feedback: FeedbackRepository }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    contentContract.feedback.path,
    {
      preHandler: roles.member,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback about a page',
        body: contentContract.feedback.body,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deps.feedback.save(requirePrincipal(request).userId, request.body);
      return reply.status(204).send(null);
    },
  );
}
