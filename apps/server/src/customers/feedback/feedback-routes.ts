import { contentRoutes as contract } from '@app/core/api/routes/content-routes';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import { contractRoute } from '../../platform/http/contract-route';
import type { FeedbackRepository } from './feedback-repository';

/**
 * spec 2 sections 2.14 and 7: POST api/feedback with type, content, contact and pageName.
 * Kept for the team to read; the product does not read it back (no GET).
 */
export function feedbackRoutes(app: FastifyInstance, deps: { feedback: FeedbackRepository }) {
  contractRoute(
    app,
    contract.feedback,
    { access: roles.member, summary: 'Send feedback about a page', tag: 'feedback' },
    async ({ body }, request) => {
      await deps.feedback.save(requirePrincipal(request).userId, body);
    },
  );
}
