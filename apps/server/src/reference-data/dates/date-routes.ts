import { FUTURE_QUARTERS, type DateSet } from '@app/core/api/dates';
import { dateRoutes as contract } from '@app/core/api/routes/rate-routes';
import { INSTITUTION_TYPES } from '@app/core/domain/products';
import { addQuarters } from '@app/core/domain/quarters';
import type { FastifyInstance } from 'fastify';
import { roles } from '../../platform/access/roles';
import { contractRoute } from '../../platform/http/contract-route';
import {
  SETTING_KEYS,
  type SystemSettingsRepository,
} from '../../platform/settings/system-settings-repository';
import type { DatesRepository } from './dates-repository';

export function dateRoutes(
  app: FastifyInstance,
  deps: { dates: DatesRepository; settings: SystemSettingsRepository },
) {
  const options = { access: roles.member, tag: 'dates' } as const;

  const perType = (select: (dates: string[]) => string[]): Promise<DateSet[]> =>
    Promise.all(
      INSTITUTION_TYPES.map(async (institutionType) => ({
        institutionType,
        dates: select(await deps.dates.reportDates(institutionType)),
      })),
    );

  contractRoute(
    app,
    contract.reportDates,
    { ...options, summary: 'Quarters held and when they were loaded, per institution type' },
    async () =>
      Promise.all(
        INSTITUTION_TYPES.map(async (institutionType) => ({
          institutionType,
          dates: await deps.dates.reportDates(institutionType),
          loadedAt: await deps.dates.loadedAt(institutionType),
        })),
      ),
  );

  contractRoute(
    app,
    contract.nmdDates,
    {
      ...options,
      summary: 'Quarters of the deposit pages (StartNmdReportDate to CurrentNmdReportDate)',
    },
    async () => {
      const [start, current] = await Promise.all([
        deps.settings.get(SETTING_KEYS.nmdStartDate),
        deps.settings.get(SETTING_KEYS.nmdCurrentDate),
      ]);
      return perType((dates) =>
        dates.filter((d) => (!start || d >= start) && (!current || d <= current)),
      );
    },
  );

  contractRoute(
    app,
    contract.futureDates,
    { ...options, summary: `The ${FUTURE_QUARTERS} quarter ends after the newest report` },
    async () =>
      perType((dates) => {
        const last = dates.at(-1);
        return last
          ? Array.from({ length: FUTURE_QUARTERS }, (_, i) => addQuarters(last, i + 1))
          : [];
      }),
  );
}
