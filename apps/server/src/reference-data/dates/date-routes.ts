import { FUTURE_QUARTERS, type DateSet } from '@app/core/api/dates';
import { dateRoutes as dateContract } from '@app/core/api/routes/rate-routes';
import { INSTITUTION_TYPES } from '@app/core/domain/products';
import { addQuarters } from '@app/core/domain/quarters';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { roles } from '../../platform/access/roles';
import {
  SETTING_KEYS,
  type SystemSettingsRepository,
} from '../../platform/settings/system-settings-repository';
import type { DatesRepository } from './dates-repository';

export function dateRoutes(
  app: FastifyInstance,
  deps: { dates: DatesRepository; settings: SystemSettingsRepository },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dates'];

  const perType = (select: (dates: string[]) => string[]): Promise<DateSet[]> =>
    Promise.all(
      INSTITUTION_TYPES.map(async (institutionType) => ({
        institutionType,
        dates: select(await deps.dates.reportDates(institutionType)),
      })),
    );

  api.get(
    dateContract.reportDates.path,
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: 'Quarters held, per institution type',
        response: { 200: dateContract.reportDates.response },
      },
    },
    async () => perType((dates) => dates),
  );

  api.get(
    dateContract.nmdDates.path,
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: 'Quarters of the deposit pages (StartNmdReportDate to CurrentNmdReportDate)',
        response: { 200: dateContract.nmdDates.response },
      },
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

  api.get(
    dateContract.futureDates.path,
    {
      preHandler: roles.member,
      schema: {
        tags,
        summary: `The ${FUTURE_QUARTERS} quarter ends after the newest report`,
        response: { 200: dateContract.futureDates.response },
      },
    },
    async () =>
      perType((dates) => {
        const last = dates.at(-1);
        return last
          ? Array.from({ length: FUTURE_QUARTERS }, (_, i) => addQuarters(last, i + 1))
          : [];
      }),
  );
}
