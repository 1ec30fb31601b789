import type { AdminSubscription } from '@app/core/api/account-admin';
import { presentAdminSubscription } from './account-admin-presenter';
import type { AccountAdminRepository } from './account-admin-repository';

/** The platform admin's view of accounts: subscriptions. */
export function accountAdminService(deps: { admin: AccountAdminRepository }) {
  return {
    async subscriptions(): Promise<AdminSubscription[]> {
      return (await deps.admin.subscriptions()).map(presentAdminSubscription);
    },
  };
}

export type AccountAdminService = ReturnType<typeof accountAdminService>;
