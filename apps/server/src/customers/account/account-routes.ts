import { accountRoutes as contract } from '@app/core/api/routes/account-routes';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth/guards';
import { roles } from '../../platform/access/roles';
import { contractRoute, PUBLIC_ACCESS } from '../../platform/http/contract-route';
import type { AccountService } from './account-service';

/** spec 1 section 7: the calls under api/account. */
export function accountRoutes(app: FastifyInstance, deps: { accounts: AccountService }) {
  const tag = 'account';
  const signupRefusals = [400, 402, 409] as const;
  const { accounts } = deps;

  // A visitor checks the signup form's fields before the account exists.
  contractRoute(
    app,
    contract.checkEmail,
    {
      access: PUBLIC_ACCESS,
      summary: 'Whether an e-mail address is valid, in use, or a free-mail (non-work) address',
      tag,
      errors: [400],
    },
    async ({ query }) => accounts.checkEmail(query.value),
  );
  contractRoute(
    app,
    contract.checkInstitution,
    {
      access: PUBLIC_ACCESS,
      summary: 'Whether an institution already has an account, and with which products',
      tag,
      errors: [400],
    },
    async ({ query }) => accounts.checkInstitution(query.value),
  );
  contractRoute(
    app,
    contract.checkPromo,
    { access: PUBLIC_ACCESS, summary: 'Whether a promo code can be used', tag, errors: [400] },
    async ({ query }) => accounts.checkPromo(query.value),
  );
  contractRoute(
    app,
    contract.subscriptionOptions,
    {
      access: PUBLIC_ACCESS,
      summary: 'The subscription options of a plan',
      tag,
      errors: [400],
    },
    async ({ params }) => accounts.subscriptionOptions(params.planType),
  );

  contractRoute(
    app,
    contract.create,
    {
      access: PUBLIC_ACCESS,
      summary: 'Sign up: creates the organization, its subscription and its first user',
      tag,
      errors: signupRefusals,
    },
    async ({ body }) => accounts.signup(body),
  );
  contractRoute(
    app,
    contract.registerExisting,
    {
      access: PUBLIC_ACCESS,
      summary: 'Register a user with the organization that already holds the institution',
      tag,
      // 429: the organization has 10 requests waiting already.
      errors: [...signupRefusals, 429],
    },
    async ({ body }) => accounts.registerExisting(body),
  );

  contractRoute(
    app,
    contract.upgrade,
    {
      access: roles.organizationAdmin,
      summary: "Upgrade the caller's organization to a paid plan; answers the new user state",
      tag,
      errors: [401, 403, ...signupRefusals],
    },
    async ({ body }, request) => accounts.upgrade(requirePrincipal(request), body),
  );
}
