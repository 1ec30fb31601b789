import { z } from 'zod';
import {
  alcoPackQuery,
  asymmetricBetaResult,
  backTestQuery,
  backTestResult,
  changeBetaQuery,
  cycleBetaQuery,
  cycleBetaResult,
  lagSearchQuery,
  lagSearchResult,
  peerBetaRankResult,
  peerRankQuery,
  regulatoryQuery,
  regulatoryResult,
  rollingBetaResult,
  scenarioQuery,
  scenarioResult,
} from '../beta-suite';
import { idParam } from '../input';
import { apiRoute } from './api-route';

const iid = idParam;
const subjectParams = z.object({ iid });

/** The Beta Suite room of Non-Maturity Deposits (issue 16): one call per page. */
export const betaSuiteRoutes = {
  cycle: apiRoute({
    method: 'GET',
    path: '/api/:iid/nmd/beta-suite/cycle',
    params: subjectParams,
    query: cycleBetaQuery,
    response: cycleBetaResult,
  }),
  asymmetric: apiRoute({
    method: 'GET',
    path: '/api/:iid/nmd/beta-suite/asymmetric',
    params: subjectParams,
    query: changeBetaQuery,
    response: asymmetricBetaResult,
  }),
  rolling: apiRoute({
    method: 'GET',
    path: '/api/:iid/nmd/beta-suite/rolling',
    params: subjectParams,
    query: changeBetaQuery,
    response: rollingBetaResult,
  }),
  lags: apiRoute({
    method: 'GET',
    path: '/api/:iid/nmd/beta-suite/lags',
    params: subjectParams,
    query: lagSearchQuery,
    response: lagSearchResult,
  }),
  peerRank: apiRoute({
    method: 'GET',
    path: '/api/:iid/nmd/beta-suite/peer-rank/:groupId',
    params: z.object({ iid, groupId: idParam }),
    query: peerRankQuery,
    response: peerBetaRankResult,
  }),
  regulatory: apiRoute({
    method: 'GET',
    path: '/api/:iid/nmd/beta-suite/regulatory',
    params: subjectParams,
    query: regulatoryQuery,
    response: regulatoryResult,
  }),
  backTest: apiRoute({
    method: 'GET',
    path: '/api/:iid/nmd/beta-suite/back-test',
    params: subjectParams,
    query: backTestQuery,
    response: backTestResult,
  }),
  scenarios: apiRoute({
    method: 'GET',
    path: '/api/:iid/nmd/beta-suite/scenarios',
    params: subjectParams,
    query: scenarioQuery,
    response: scenarioResult,
  }),
  /** The ALCO pack: an XLSX workbook (not JSON) of every page's figures with their formulas. */
  alcoPack: apiRoute({
    method: 'GET',
    path: '/api/:iid/nmd/beta-suite/alco-pack',
    params: subjectParams,
    query: alcoPackQuery,
  }),
} as const;
