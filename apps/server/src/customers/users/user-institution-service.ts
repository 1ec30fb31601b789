import type { UserInstitution } from '@app/core/api/user-institutions';
import { favoritesHeading } from '@app/core/api/user-institutions';
import type { Principal } from '../../platform/auth/principal';
import type { ActivityLog } from '../content/activity-log';
import { forbidden, notFound } from '../../platform/http/http-error';
import {
  institutionLabel,
  presentInstitution,
} from '../../reference-data/institutions/institution-presenter';
import type { InstitutionsRepository } from '../../reference-data/institutions/institutions-repository';
import type { Access } from '../../platform/access/access-layer';
import type {
  UserInstitutionRow,
  UserInstitutionsRepository,
} from './user-institutions-repository';
import { mayChangeInstitutionList } from '../../platform/access/roles';

export function presentUserInstitution(row: UserInstitutionRow): UserInstitution {
  return {
    ...presentInstitution(row),
    isFavorite: row.isFavorite,
    dateLastViewed: row.dateLastViewed ? row.dateLastViewed.toISOString() : null,
  };
}

/**
 * The user's institution list (spec 1 sections 4 to 6). Every change answers the whole list,
 * sorted by name, city, state, so the switcher shows what the server holds.
 */
export function userInstitutionService(deps: {
  repo: UserInstitutionsRepository;
  institutions: InstitutionsRepository;
  access: Pick<Access, 'mayViewSubject'>;
  activity: ActivityLog;
}) {
  const { repo, activity } = deps;

  const list = async (userId: string) => (await repo.list(userId)).map(presentUserInstitution);

  const institutionOf = async (iid: number) => {
    const institution = await deps.institutions.find(iid);
    if (!institution) throw notFound('Institution not found.');
    return institution;
  };

  /** MULTI lists keep favourites and the last few viewed; fixed lists are kept as given. */
  const tidy = async (principal: Principal) => {
    if (mayChangeInstitutionList(principal)) await repo.prune(principal.userId);
  };

  return {
    list: (principal: Principal) => list(principal.userId),

    /** Adds a favourite (the route has checked that the caller may change the list). */
    async addFavorite(principal: Principal, iid: number) {
      const institution = await institutionOf(iid);
      const before = await repo.find(principal.userId, iid);
      await repo.setFavorite(principal.userId, iid, true);
      if (!before?.isFavorite) {
        const heading = favoritesHeading(principal.organizationType);
        await activity.addedFavorite(principal.userId, institutionLabel(institution), heading);
      }
      return list(principal.userId);
    },

    async update(
      principal: Principal,
      iid: number,
      change: { isFavorite?: boolean; viewed?: true },
    ) {
      const institution = await institutionOf(iid);
      if (!(await deps.access.mayViewSubject(principal, iid))) {
        throw forbidden('You do not have access to this institution.');
      }
      const { userId } = principal;
      const label = institutionLabel(institution);
      const heading = favoritesHeading(principal.organizationType);
      const before = await repo.find(userId, iid);
      if (change.isFavorite !== undefined && change.isFavorite !== (before?.isFavorite ?? false)) {
        await repo.setFavorite(userId, iid, change.isFavorite);
        if (change.isFavorite) await activity.addedFavorite(userId, label, heading);
        else await activity.removedFavorite(userId, label, heading);
      }
      if (change.viewed) {
        const [latest] = await repo.recent(userId, 1);
        await repo.markViewed(userId, iid);
        // Only a change of institution is worth a line; re-selecting the same one is not.
        if (latest?.iid !== iid) await activity.switchedTo(userId, label);
      }
      await tidy(principal);
      return list(userId);
    },

    async remove(principal: Principal, iid: number) {
      const before = await repo.find(principal.userId, iid);
      if (!before) throw notFound('That institution is not on your list.');
      await repo.remove(principal.userId, iid);
      if (before.isFavorite) {
        const institution = await institutionOf(iid);
        await activity.removedFavorite(
          principal.userId,
          institutionLabel(institution),
          favoritesHeading(principal.organizationType),
        );
      }
      return list(principal.userId);
    },

    /** The most recently viewed institutions, newest first (dashboard tiles). */
    async recent(principal: Principal) {
      return (await repo.recent(principal.userId)).map(presentUserInstitution);
    },
  };
}

export type UserInstitutionService = ReturnType<typeof userInstitutionService>;
