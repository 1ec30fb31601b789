import { z } from 'zod';
import { decayQuery, decayResult } from '../decay';
import { depositSummary } from '../deposit-summary';
import { distribution } from '../distribution';
import { idOrZeroParam, idParam, MAX_ID } from '../input';
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
} from '../metrics';
import { INSTITUTION_TYPES, PRODUCT_CODES } from '../../domain/products';
import { bandsQuery, statisticQuery } from '../peer-statistics';
import { dateKeyQuery } from '../rates';
import { apiRoute } from './api-route';

const iid = idParam;
const groupId = idParam;
const metricId = z.string().regex(/^[A-Za-z0-9_]{2,40}$/, 'must be a metric id');
const elementId = z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be an element id');
/** The members of a group the peer selector narrowed it to. */
const selectedQuery = z.object({ members: iidList.optional() });
const metricParams = z.object({ iid, metricId });
const elementParams = z.object({ iid, elementId, peerKind, peerId: idOrZeroParam });

const metricList = <const P extends string>(path: P) =>
  apiRoute({ method: 'GET', path, params: z.object({ iid }), response: z.array(metric) });

/** The metric pickers, a metric's definition and its series. */
export const metricRoutes = {
  trendList: metricList('/api/:iid/metric/trend'),
  correlationList: metricList('/api/:iid/metric/correlation'),
  decayList: metricList('/api/:iid/metric/decay'),
  regressionDropdown: apiRoute({
    method: 'GET',
    path: '/api/dropdown/regression',
    query: z.object({ institutionType: z.enum(INSTITUTION_TYPES).optional() }),
    response: z.array(regressionMetric),
  }),
  decayMetric: apiRoute({
    method: 'GET',
    path: '/api/:iid/metric/decay/:metricId',
    params: metricParams,
    response: metric,
  }),
  metric: apiRoute({
    method: 'GET',
    path: '/api/:iid/metric/:metricId',
    params: metricParams,
    response: metric,
  }),
  series: apiRoute({
    method: 'GET',
    path: '/api/:iid/metric/:metricId/:peerKind/:peerId',
    params: z.object({ iid, metricId, peerKind, peerId: idOrZeroParam }),
    query: dateKeyQuery
      .extend(selectedQuery.shape)
      .extend(statisticQuery.shape)
      .extend(bandsQuery.shape),
    response: metricSeries,
  }),
  institutionsSeries: apiRoute({
    method: 'GET',
    path: '/api/:iid/metric/:metricId/iids/:list',
    params: z.object({ iid, metricId, list: iidList }),
    response: metricSeries,
  }),
  percentile: apiRoute({
    method: 'GET',
    path: '/api/:iid/metric/percentile/:metricId/:groupId',
    params: z.object({ iid, metricId, groupId }),
    response: metricSeries,
  }),
  percentileOfList: apiRoute({
    method: 'GET',
    path: '/api/:iid/metric/percentile/:metricId/:groupId/:list',
    params: z.object({ iid, metricId, groupId, list: iidList }),
    response: metricSeries,
  }),
  statistical: apiRoute({
    method: 'GET',
    path: '/api/:iid/metric/statistical/:metricId/:startDate/:endDate',
    params: z.object({ iid, metricId, startDate: quarterEndParam, endDate: quarterEndParam }),
    query: z.object({ currentProduct: z.enum(PRODUCT_CODES).optional() }),
    response: z.array(statistical),
  }),
} as const;

/** The quarterly summary tables, ranks, balance sheet elements, decay and KPI tiles. */
export const analysisRoutes = {
  groupSummary: apiRoute({
    method: 'GET',
    path: '/api/:iid/metric/quarterly/:date/:groupType/:groupId',
    params: z.object({
      iid,
      date: quarterEndParam,
      groupType: z.enum(['10', '20', '30'], 'must be 10, 20 or 30').transform(Number),
      groupId,
    }),
    query: selectedQuery.extend(statisticQuery.shape),
    response: z.array(summaryRow),
  }),
  institutionSummary: apiRoute({
    method: 'GET',
    path: '/api/:iid/metric/quarterly/:date/:iids',
    params: z.object({ iid, date: quarterEndParam, iids: iidList }),
    response: z.array(institutionSummaryRow),
  }),
  aggregateRanks: apiRoute({
    method: 'GET',
    path: '/api/:iid/metric/aggregate/:metricId/:date/:groupId',
    params: z.object({ iid, metricId, date: quarterEndParam, groupId }),
    query: selectedQuery,
    response: aggregateRanks,
  }),
  /** The Distribution page: the members' values at a date, the subject marked (issue 28). */
  distribution: apiRoute({
    method: 'GET',
    path: '/api/:iid/metric/distribution/:metricId/:date/:groupId',
    params: z.object({ iid, metricId, date: quarterEndParam, groupId }),
    query: selectedQuery,
    response: distribution,
  }),
  element: apiRoute({
    method: 'GET',
    path: '/api/:iid/element/:elementId/:peerKind/:peerId',
    params: elementParams,
    query: selectedQuery.extend(statisticQuery.shape),
    response: z.array(chartData),
  }),
  elementMax: apiRoute({
    method: 'GET',
    path: '/api/:iid/element/max/:elementId/:peerKind/:peerId',
    params: elementParams,
    query: selectedQuery.extend(statisticQuery.shape),
    response: elementMax,
  }),
  elementSlices: apiRoute({
    method: 'GET',
    path: '/api/:iid/element/slices/:elementId',
    params: z.object({ iid, elementId }),
    query: z.object({
      date: quarterEndParam.optional(),
      sort: z.enum(['asc', 'desc']).default('desc'),
      count: z.coerce.number().int().min(1).max(50).default(5),
    }),
    response: elementSlices,
  }),
  decay: apiRoute({
    method: 'GET',
    path: '/api/:iid/decay/:metricId',
    params: metricParams,
    query: decayQuery,
    response: decayResult,
  }),
  /** The dashboard's deposit figures: decay factor, WALs and the deposit beta on Fed Funds. */
  depositSummary: apiRoute({
    method: 'GET',
    path: '/api/:iid/deposit-summary',
    params: z.object({ iid }),
    response: depositSummary,
  }),
  kpis: apiRoute({
    method: 'GET',
    path: '/api/:iid/kpi/:metricIds',
    params: z.object({
      iid,
      metricIds: z
        .string()
        .regex(
          /^[A-Za-z0-9_]{2,40}(,[A-Za-z0-9_]{2,40}){0,19}$/,
          'must be up to 20 comma-separated metric ids',
        ),
    }),
    query: z
      .object({
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
      })
      .extend(statisticQuery.shape),
    response: z.array(kpiValue),
  }),
} as const;
