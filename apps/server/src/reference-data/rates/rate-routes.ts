import { rateRoutes as rateContract } from '@app/core/api/routes/rate-routes';
import { addQuarters } from '@app/core/domain/quarters';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SystemSettingsRepository } from '../../platform/settings/system-settings-repository';
import { notFound } from '../../platform/http/http-error';
import type { Access } from '../../platform/access/access-layer';
import type { RatesRepository } from './rates-repository';

const M2_RATE_ID = 'WM2NS';

export function rateRoutes(
  app: FastifyInstance,
  deps: { rates: RatesRepository; settings: SystemSettingsRepository; access: Access },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Public market data: any holder of a product; the screens combining rates with an
  // institution's figures carry their own rules.
  const read = deps.access.anyProduct;
  const tags = ['rates'];

  const series = async (rateId: string, dateKey: string | undefined) => {
    const fromDate = dateKey ? await deps.settings.get(dateKey) : undefined;
    return deps.rates.values(rateId, fromDate);
  };

  api.get(
    rateContract.rates.path,
    {
      preHandler: read,
      schema: { tags, summary: 'The market rates', response: { 200: rateContract.rates.response } },
    },
    async () => {
      const rows = await deps.rates.list();
      return rows.map(({ rateId, rateIdStatistical, rateName, category, correlationsDefault }) => ({
        rateId,
        rateIdStatistical,
        rateName,
        category,
        correlationsDefault,
      }));
    },
  );

  api.get(
    rateContract.m2.path,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'M2 money stock by quarter (billions of dollars)',
        querystring: rateContract.m2.query,
        response: { 200: rateContract.m2.response },
      },
    },
    async (request) => {
      return series(M2_RATE_ID, request.query.dateKey);
    },
  );

  api.get(
    rateContract.definition.path,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Citation and attribution date of a rate',
        params: rateContract.definition.params,
        response: { 200: rateContract.definition.response },
      },
    },
    async (request) => {
      const found = await deps.rates.find(request.params.rateName);
      if (!found) throw notFound(`No rate named ${request.params.rateName}.`);
      const rateEndDate = await deps.rates.lastDate(found.rateId);
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

  api.get(
    rateContract.values.path,
    {
      preHandler: read,
      schema: {
        tags,
        summary: 'Quarterly values of a rate',
        params: rateContract.values.params,
        querystring: rateContract.values.query,
        response: { 200: rateContract.values.response },
      },
    },
    async (request) => {
      const found = await deps.rates.find(request.params.rateId);
      if (!found) throw notFound(`No rate ${request.params.rateId}.`);
      return series(found.rateId, request.query.dateKey);
    },
  );
}
