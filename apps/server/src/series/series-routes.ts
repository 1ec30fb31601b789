import {
  aggregateRanks,
  chartData,
  elementMax,
  elementSlices,
  iidList,
  institutionSummaryRow,
  kpiValue,
  metric,
  metricSeries,
  peerKind,
  quarterEndParam,
  regressionMetric,
  statistical,
  summaryRow,
} from '@app/core/api/metrics';
import { idOrZeroParam, idParam, MAX_ID } from '@app/core/api/input';
import { dateKeyQuery } from '@app/core/api/rates';
import { decayQuery, decayResult } from '@app/core/api/decay';
import { BASIC_DECAY_SIGNIFICANT_EVENT } from '@app/core/analytics/stable-balance';
import { INSTITUTION_TYPES } from '@app/core/domain/products';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../access/access-layer';
import { requirePrincipal } from '../auth/guards';
import { SETTING_KEYS, type SystemSettingsRepository } from '../settings/system-settings-repository';
import type { RatesRepository } from '../rates/rates-repository';
import { badRequest } from '../http/http-error';
import { metricLists, presentMetric, type MetricListName } from './metric-lists';
import type { MetricService, PeerSpec, Subject, Viewer } from './metric-service';

const iid = idParam;
const metricId = z.string().regex(/^[A-Za-z0-9_]{2,40}$/, 'must be a metric id');
const groupId = idParam;
/** Peer selector: at most 3 institutions (spec 1 section 9). */
const MAX_PEER_INSTITUTIONS = 3;
const selectedQuery = z.object({ members: iidList.optional() });

export function metricRoutes(
  app: FastifyInstance,
  deps: {
    metrics: MetricService;
    access: Access;
    settings: SystemSettingsRepository;
    rates: RatesRepository;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['metrics'];
  const { metrics } = deps;
  const policy = deps.access.analytics;
  const orgOf = (request: Parameters<typeof requirePrincipal>[0]): Viewer => ({
    organizationId: requirePrincipal(request).organizationId,
  });

  /** A summary shows only the rows of metrics the caller's tier opens (the others are upsells). */
  const readableBy =
    (request: Parameters<typeof requirePrincipal>[0], subject: Subject) =>
    (row: { metricId: string }) =>
      deps.access.metricStanding(requirePrincipal(request), 'peer-comparison', {
        metricId: row.metricId,
        institutionType: subject.institutionType,
      }) === 'open';

  const lists: [MetricListName, typeof policy.trendList][] = [
    ['trend', policy.trendList],
    ['correlation', policy.correlationList],
    ['decay', policy.decayList],
  ];
  for (const [name, preHandler] of lists) {
    api.get(
      `/api/:iid/metric/${name}`,
      {
        preHandler,
        schema: {
          tags,
          summary: `Metrics of the ${name} picker for the institution's type`,
          params: z.object({ iid }),
          response: { 200: z.array(metric) },
        },
      },
      async (request) => {
        const subject = await metrics.subjectOf(request.params.iid);
        const principal = requirePrincipal(request);
        const product = name === 'decay' ? 'non-maturity-deposits' : 'peer-comparison';
        // The picker lists what the server serves, and marks what the plan locks.
        return metricLists[name](subject.institutionType).flatMap((m) => {
          const standing = deps.access.metricStanding(principal, product, m);
          return standing === 'hidden'
            ? []
            : [{ ...presentMetric(m), locked: standing === 'locked' }];
        });
      },
    );
  }

  api.get(
    '/api/dropdown/regression',
    {
      preHandler: policy.regressionDropdown,
      schema: {
        tags,
        summary: 'Regression metrics with the rates they may be regressed on',
        querystring: z.object({ institutionType: z.enum(INSTITUTION_TYPES).optional() }),
        response: { 200: z.array(regressionMetric) },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const own = principal.institutionIid
        ? await metrics.subjectOf(principal.institutionIid)
        : undefined;
      const type = request.query.institutionType ?? own?.institutionType ?? 'bank';
      const rates = await deps.rates.list();
      reply.header('cache-control', 'private, max-age=3600');
      return metricLists.correlation(type).map((m) => {
        const presented = presentMetric(m);
        return {
          metricId: m.metricId,
          metricTitle: m.metricTitle,
          categoryTitle: m.categoryTitle,
          displayType: m.displayType,
          rates: rates
            .filter((r) => presented.rates.includes(r.rateIdStatistical))
            .map((r) => ({ rateIdStatistical: r.rateIdStatistical, rateName: r.rateName })),
        };
      });
    },
  );

  api.get(
    '/api/:iid/metric/decay/:metricId',
    {
      preHandler: policy.decayMetric,
      schema: {
        tags,
        summary: 'One decay metric',
        params: z.object({ iid, metricId }),
        response: { 200: metric },
      },
    },
    async (request) => {
      const subject = await metrics.subjectOf(request.params.iid);
      return presentMetric(metrics.metricOf(subject, request.params.metricId));
    },
  );

  api.get(
    '/api/:iid/metric/:metricId',
    {
      preHandler: policy.metricDefinition,
      schema: {
        tags,
        summary: 'One metric',
        params: z.object({ iid, metricId }),
        response: { 200: metric },
      },
    },
    async (request) => {
      const subject = await metrics.subjectOf(request.params.iid);
      return presentMetric(metrics.metricOf(subject, request.params.metricId));
    },
  );

  api.get(
    '/api/:iid/metric/:metricId/:peerKind/:peerId',
    {
      preHandler: policy.series,
      schema: {
        tags,
        summary:
          'Series of the institution and its peer (an institution, a group average, or none)',
        params: z.object({ iid, metricId, peerKind, peerId: idOrZeroParam }),
        querystring: dateKeyQuery.extend(selectedQuery.shape),
        response: { 200: metricSeries },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await metrics.subjectOf(params.iid);
      const peer: PeerSpec =
        params.peerKind === 'none'
          ? { kind: 'none' }
          : params.peerKind === 'iid'
            ? { kind: 'iid', iid: params.peerId }
            : { kind: 'group', groupId: params.peerId, selected: query.members };
      const fromDate = query.dateKey ? await deps.settings.get(query.dateKey) : undefined;
      return metrics.series(subject, orgOf(request), params.metricId, peer, fromDate);
    },
  );

  api.get(
    '/api/:iid/metric/:metricId/iids/:list',
    {
      preHandler: policy.institutionsSeries,
      schema: {
        tags,
        summary: 'Series of the institution and up to 3 peer institutions',
        params: z.object({ iid, metricId, list: iidList }),
        response: { 200: metricSeries },
      },
    },
    async (request) => {
      const { params } = request;
      if (params.list.length > MAX_PEER_INSTITUTIONS + 1) {
        throw badRequest(`At most ${MAX_PEER_INSTITUTIONS} peer institutions.`);
      }
      const subject = await metrics.subjectOf(params.iid);
      return metrics.iidsSeries(subject, params.metricId, params.list);
    },
  );

  const percentile = {
    preHandler: policy.percentile,
    schema: {
      tags,
      summary: "The institution's percentile rank (0 to 1) in the group each quarter",
      response: { 200: metricSeries },
    },
  };
  api.get(
    '/api/:iid/metric/percentile/:metricId/:groupId',
    {
      ...percentile,
      schema: { ...percentile.schema, params: z.object({ iid, metricId, groupId }) },
    },
    async (request) => {
      const subject = await metrics.subjectOf(request.params.iid);
      return metrics.percentile(
        subject,
        orgOf(request),
        request.params.metricId,
        request.params.groupId,
      );
    },
  );
  api.get(
    '/api/:iid/metric/percentile/:metricId/:groupId/:list',
    {
      ...percentile,
      schema: { ...percentile.schema, params: z.object({ iid, metricId, groupId, list: iidList }) },
    },
    async (request) => {
      const { params } = request;
      const subject = await metrics.subjectOf(params.iid);
      return metrics.percentile(
        subject,
        orgOf(request),
        params.metricId,
        params.groupId,
        params.list,
      );
    },
  );

  api.get(
    '/api/:iid/metric/statistical/:metricId/:startDate/:endDate',
    {
      preHandler: policy.statistical,
      schema: {
        tags,
        summary: 'Beta and R squared against each rate at lags of 0, 3 and 6 months',
        params: z.object({ iid, metricId, startDate: quarterEndParam, endDate: quarterEndParam }),
        querystring: z.object({
          currentProduct: z.enum(['peer-comparison', 'non-maturity-deposits']).optional(),
        }),
        response: { 200: z.array(statistical) },
      },
    },
    async (request) => {
      const { params } = request;
      const subject = await metrics.subjectOf(params.iid);
      return metrics.statistical(subject, params.metricId, params.startDate, params.endDate);
    },
  );

  api.get(
    '/api/:iid/metric/quarterly/:date/:groupType/:groupId',
    {
      preHandler: policy.quarterlyGroup,
      schema: {
        tags,
        summary: 'Quarterly summary against a peer group',
        params: z.object({
          iid,
          date: quarterEndParam,
          groupType: z.enum(['10', '20', '30'], 'must be 10, 20 or 30').transform(Number),
          groupId,
        }),
        querystring: selectedQuery,
        response: { 200: z.array(summaryRow) },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await metrics.subjectOf(params.iid);
      const rows = await metrics.quarterlyGroup(
        subject,
        orgOf(request),
        params.date,
        params.groupId,
        query.members,
      );
      return rows.filter(readableBy(request, subject));
    },
  );

  api.get(
    '/api/:iid/metric/quarterly/:date/:iids',
    {
      preHandler: policy.quarterlyInstitutions,
      schema: {
        tags,
        summary: 'Quarterly summary against up to 3 peer institutions',
        params: z.object({ iid, date: quarterEndParam, iids: iidList }),
        response: { 200: z.array(institutionSummaryRow) },
      },
    },
    async (request) => {
      const { params } = request;
      if (params.iids.length > MAX_PEER_INSTITUTIONS) {
        throw badRequest(`At most ${MAX_PEER_INSTITUTIONS} peer institutions.`);
      }
      const subject = await metrics.subjectOf(params.iid);
      const rows = await metrics.quarterlyInstitutions(subject, params.date, params.iids);
      return rows.filter(readableBy(request, subject));
    },
  );

  api.get(
    '/api/:iid/metric/aggregate/:metricId/:date/:groupId',
    {
      preHandler: policy.aggregateRanks,
      schema: {
        tags,
        summary: 'Ranks in the group: at most 25 institutions around the institution',
        params: z.object({ iid, metricId, date: quarterEndParam, groupId }),
        // The peer selector's member filter, as the quarterly summary takes it.
        querystring: selectedQuery,
        response: { 200: aggregateRanks },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await metrics.subjectOf(params.iid);
      return metrics.aggregateRanks(
        subject,
        orgOf(request),
        params.metricId,
        params.date,
        params.groupId,
        query.members,
      );
    },
  );

  const peerOf = (kind: 'iid' | 'group' | 'none', id: number, members?: number[]): PeerSpec =>
    kind === 'none'
      ? { kind: 'none' }
      : kind === 'iid'
        ? { kind: 'iid', iid: id }
        : { kind: 'group', groupId: id, selected: members };
  const elementParams = z.object({
    iid,
    elementId: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be an element id'),
    peerKind,
    peerId: idOrZeroParam,
  });

  api.get(
    '/api/:iid/element/:elementId/:peerKind/:peerId',
    {
      preHandler: policy.element,
      schema: {
        tags,
        summary: "A chart element's data for the institution and its peer",
        params: elementParams,
        querystring: selectedQuery,
        response: { 200: z.array(chartData) },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await metrics.subjectOf(params.iid);
      return metrics.element(
        subject,
        orgOf(request),
        params.elementId,
        peerOf(params.peerKind, params.peerId, query.members),
      );
    },
  );

  api.get(
    '/api/:iid/element/max/:elementId/:peerKind/:peerId',
    {
      preHandler: policy.element,
      schema: {
        tags,
        summary: "The largest value of a chart element's data",
        params: elementParams,
        querystring: selectedQuery,
        response: { 200: elementMax },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await metrics.subjectOf(params.iid);
      const rows = await metrics.element(
        subject,
        orgOf(request),
        params.elementId,
        peerOf(params.peerKind, params.peerId, query.members),
      );
      const numbers = rows
        .flatMap((r) => r.data.slice(1).flatMap((d) => d.slice(1)))
        .filter((v): v is number => typeof v === 'number');
      return { max: numbers.length > 0 ? Math.max(...numbers) : null };
    },
  );

  api.get(
    '/api/:iid/element/slices/:elementId',
    {
      preHandler: policy.elementSlices,
      schema: {
        tags,
        summary:
          "A chart element's rows at a date, sorted: the first `count` and the rest as Other",
        params: z.object({ iid, elementId: elementParams.shape.elementId }),
        querystring: z.object({
          date: quarterEndParam.optional(),
          sort: z.enum(['asc', 'desc']).default('desc'),
          count: z.coerce.number().int().min(1).max(50).default(5),
        }),
        response: { 200: elementSlices },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await metrics.subjectOf(params.iid);
      return metrics.elementSlices(subject, params.elementId, query.date, query.sort, query.count);
    },
  );

  api.get(
    '/api/:iid/decay/:metricId',
    {
      preHandler: policy.decay,
      schema: {
        tags,
        summary: 'Deposit decay: balances, stable balance, decay factor and run-off key figures',
        params: z.object({ iid, metricId }),
        querystring: decayQuery,
        response: { 200: decayResult },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await metrics.subjectOf(params.iid);
      const [threshold, truncation] = await Promise.all([
        deps.settings.get(SETTING_KEYS.nmdSignificantEvent),
        deps.settings.get(SETTING_KEYS.nmdTruncation),
      ]);
      return metrics.decay(subject, params.metricId, {
        startDate: query.startDate,
        endDate: query.endDate,
        significantEventThreshold: query.basic
          ? BASIC_DECAY_SIGNIFICANT_EVENT
          : Number(threshold ?? BASIC_DECAY_SIGNIFICANT_EVENT),
        adjustForCovid: query.covid,
        truncationQuarters: query.truncate ? Number(truncation ?? 40) : undefined,
      });
    },
  );

  api.get(
    '/api/:iid/kpi/:metricIds',
    {
      preHandler: policy.kpi,
      schema: {
        tags,
        summary: 'KPI tiles: value, prior quarter and the peer value (group average) at a date',
        params: z.object({
          iid,
          metricIds: z
            .string()
            .regex(
              /^[A-Za-z0-9_]{2,40}(,[A-Za-z0-9_]{2,40}){0,19}$/,
              'must be up to 20 comma-separated metric ids',
            ),
        }),
        querystring: z.object({
          peer: z
            .string()
            .regex(/^(group|iid):\d{1,10}$/, 'must be group:<groupId> or iid:<iid>')
            .refine(
              (peer) => Number(peer.split(':')[1]) <= MAX_ID,
              'must be group:<groupId> or iid:<iid>',
            )
            .optional(),
          date: quarterEndParam.optional(),
          members: iidList.optional(),
        }),
        response: { 200: z.array(kpiValue) },
      },
    },
    async (request) => {
      const { params, query } = request;
      const subject = await metrics.subjectOf(params.iid);
      const [kind, id] = (query.peer ?? 'none:0').split(':') as [string, string];
      const peer: PeerSpec =
        kind === 'group'
          ? { kind: 'group', groupId: Number(id), selected: query.members }
          : kind === 'iid'
            ? { kind: 'iid', iid: Number(id) }
            : { kind: 'none' };
      return metrics.kpis(subject, orgOf(request), params.metricIds.split(','), peer, query.date);
    },
  );
}
