import { XLSX_MEDIA_TYPE } from '@app/core/api/beta-suite';
import { betaSuiteRoutes as contract } from '@app/core/api/routes/beta-suite-routes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from '../../platform/access/access-layer';
import { tags, viewerOf } from '../subject/analytics-params';
import type { SubjectService } from '../subject/subject-service';
import { z } from 'zod';
import type { AlcoPackService } from './alco-pack/alco-pack-service';
import type { BetaSuiteService } from './beta-suite-service';
import type { PeerBetaRankService } from './peer-beta-rank-service';

/** The Beta Suite room of Non-Maturity Deposits (issue 16): one call per page. */
export function betaSuiteRoutes(
  app: FastifyInstance,
  deps: {
    subjects: SubjectService;
    betaSuite: BetaSuiteService;
    peerRanks: PeerBetaRankService;
    alcoPack: AlcoPackService;
    access: Access;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { subjects, betaSuite } = deps;
  const policy = deps.access.analytics;

  api.get(
    contract.cycle.path,
    {
      preHandler: policy.betaSuite,
      schema: {
        tags,
        summary: 'Beta Suite: cycle beta of a rate cycle with its quarter-by-quarter path',
        params: contract.cycle.params,
        querystring: contract.cycle.query,
        response: { 200: contract.cycle.response },
      },
    },
    async (request) => betaSuite.cycle(await subjects.subjectOf(request.params.iid), request.query),
  );

  api.get(
    contract.asymmetric.path,
    {
      preHandler: policy.betaSuite,
      schema: {
        tags,
        summary: 'Beta Suite: up- and down-betas with standard error, 95% CI, t, n and R²',
        params: contract.asymmetric.params,
        querystring: contract.asymmetric.query,
        response: { 200: contract.asymmetric.response },
      },
    },
    async (request) =>
      betaSuite.asymmetric(await subjects.subjectOf(request.params.iid), request.query),
  );

  api.get(
    contract.rolling.path,
    {
      preHandler: policy.betaSuite,
      schema: {
        tags,
        summary: 'Beta Suite: 8- and 12-quarter rolling betas with their 95% band',
        params: contract.rolling.params,
        querystring: contract.rolling.query,
        response: { 200: contract.rolling.response },
      },
    },
    async (request) =>
      betaSuite.rolling(await subjects.subjectOf(request.params.iid), request.query),
  );

  api.get(
    contract.lags.path,
    {
      preHandler: policy.betaSuite,
      schema: {
        tags,
        summary: 'Beta Suite: lag search 0–4 quarters, best by R² and near ties',
        params: contract.lags.params,
        querystring: contract.lags.query,
        response: { 200: contract.lags.response },
      },
    },
    async (request) => betaSuite.lags(await subjects.subjectOf(request.params.iid), request.query),
  );

  api.get(
    contract.regulatory.path,
    {
      preHandler: policy.betaSuite,
      schema: {
        tags,
        summary: 'Beta Suite: stable share and WAL beside the Basel IRRBB caps (NCUA NEV)',
        params: contract.regulatory.params,
        querystring: contract.regulatory.query,
        response: { 200: contract.regulatory.response },
      },
    },
    async (request) =>
      betaSuite.regulatory(await subjects.subjectOf(request.params.iid), request.query),
  );

  api.get(
    contract.backTest.path,
    {
      preHandler: policy.betaSuite,
      schema: {
        tags,
        summary: 'Beta Suite: back-test of T−3..T on assumptions estimated through T−4',
        params: contract.backTest.params,
        querystring: contract.backTest.query,
        response: { 200: contract.backTest.response },
      },
    },
    async (request) =>
      betaSuite.backTest(await subjects.subjectOf(request.params.iid), request.query),
  );

  api.get(
    contract.scenarios.path,
    {
      preHandler: policy.betaSuite,
      schema: {
        tags,
        summary: 'Beta Suite: deposit-cost paths under parallel shocks or a custom path',
        params: contract.scenarios.params,
        querystring: contract.scenarios.query,
        response: { 200: contract.scenarios.response },
      },
    },
    async (request) =>
      betaSuite.scenarios(await subjects.subjectOf(request.params.iid), request.query),
  );

  api.get(
    contract.peerRank.path,
    {
      preHandler: policy.betaPeerRank,
      schema: {
        tags,
        summary: 'Beta Suite: cycle beta and up-beta ranked in the peer group and nationally',
        params: contract.peerRank.params,
        querystring: contract.peerRank.query,
        response: { 200: contract.peerRank.response },
      },
    },
    async (request) => {
      const subject = await subjects.subjectOf(request.params.iid);
      return deps.peerRanks.peerRank(
        subject,
        viewerOf(request),
        request.params.groupId,
        request.query,
      );
    },
  );

  api.get(
    contract.alcoPack.path,
    {
      preHandler: policy.alcoPack,
      schema: {
        tags,
        summary: 'Beta Suite: the ALCO pack, one XLSX workbook of every page with its formulas',
        params: contract.alcoPack.params,
        querystring: contract.alcoPack.query,
        response: alcoPackResponse,
      },
    },
    async (request, reply) => {
      const subject = await subjects.subjectOf(request.params.iid);
      const pack = await deps.alcoPack.pack(subject, viewerOf(request), request.query);
      return reply
        .type(XLSX_MEDIA_TYPE)
        .header('content-disposition', pack.disposition)
        .send(pack.bytes);
    },
  );
}

/**
 * The OpenAPI entry of the workbook: binary, in its own media type. Typed loosely on purpose:
 * the body sent is the workbook's bytes, which the string of the schema only describes.
 */
const alcoPackResponse: Record<number, unknown> = {
  200: {
    description: 'The workbook, as an attachment named "<Institution> ALCO pack <as of>.xlsx".',
    content: { [XLSX_MEDIA_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
  },
};
