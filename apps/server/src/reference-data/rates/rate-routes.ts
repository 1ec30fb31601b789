import { rateRoutes as contract } from '@app/core/api/routes/rate-routes';
import { addQuarters } from '@app/core/domain/quarters';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../platform/access/access-layer';
import { contractRoute } from '../../platform/http/contract-route';
import { notFound } from '../../platform/http/http-error';
import type { SystemSettingsRepository } from '../../platform/settings/system-settings-repository';
import type { RatesRepository } from './rates-repository';

const M2_RATE_ID = 'WM2NS';

export function rateRoutes(
  app: FastifyInstance,
  deps: { rates: RatesRepository; settings: SystemSettingsRepository; access: Access },
) {
  // Public market data: any holder of a product; the screens combining rates with an
  // institution's figures carry their own rules.
  const options = { access: deps.access.anyProduct, tag: 'rates' } as const;
  const { rates } = deps;

  const series = async (rateId: string, dateKey: string | undefined) => {
    const fromDate = dateKey ? await deps.settings.get(dateKey) : undefined;
    return rates.values(rateId, fromDate);
  };

  contractRoute(app, contract.rates, { ...options, summary: 'The market rates' }, async () => {
    const rows = await rates.list();
    return rows.map(({ rateId, rateIdStatistical, rateName, category, correlationsDefault }) => ({
      rateId,
      rateIdStatistical,
      rateName,
      category,
      correlationsDefault,
    }));
  });

  contractRoute(
    app,
    contract.m2,
    { ...options, summary: 'M2 money stock by quarter (billions of dollars)' },
    async ({ query }) => series(M2_RATE_ID, query.dateKey),
  );

  contractRoute(
    app,
    contract.definition,
    { ...options, summary: 'Citation and attribution date of a rate' },
    async ({ params }) => {
      const found = await rates.find(params.rateName);
      if (!found) throw notFound(`No rate named ${params.rateName}.`);
      const rateEndDate = await rates.lastDate(found.rateId);
      return {
        rateId: found.rateId,
        rateName: found.rateName,
        citation: found.citation,
        rateEndDate,
        lagValue: found.lagValue,
        attributionDate: rateEndDate ? addQuarters(rateEndDate, -found.lagValue) : null,
      };
    },
  );

  contractRoute(
    app,
    contract.values,
    { ...options, summary: 'Quarterly values of a rate' },
    async ({ params, query }) => {
      const found = await rates.find(params.rateId);
      if (!found) throw notFound(`No rate ${params.rateId}.`);
      return series(found.rateId, query.dateKey);
    },
  );
}
