import type { ProductCode, TierCode } from '@app/core/domain/products';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { requirePrincipal } from '../auth/guards';
import type { Principal } from '../auth/principal';
import type { Database } from '../db/database';
import type { SubjectRow } from '../../analytics/groups/groups-repository';
import { forbidden, notFound, type HttpError } from '../http/http-error';
import { findMetric } from '../../reference-data/catalogue/find-metric';
import type { MetricDefinition } from '../../reference-data/catalogue/metric-definition';
import { holdsAnyTier, holdsProduct, NMD_STANDARD, PC_STANDARD, REFUSALS } from './entitlements';
import { metricTiers } from './metric-tiers';
import { peerAccess, type PeerPurpose, type PeerRef } from './peer-access';
import { subjectAccess } from './subject-access';

/**
 * One rule of a route: why this principal may not make this request, or null. Rules run in
 * the order a route lists them, so the first refusal a caller reads is the broadest one
 * (signed in, product, tier, then the institution, the metric and the peer).
 */
export type Rule = (
  principal: Principal,
  request: FastifyRequest,
) => HttpError | null | Promise<HttpError | null>;

/** How a metric stands for a caller: usable, shown locked (an upsell), or not shown at all. */
export type MetricStanding = 'open' | 'locked' | 'hidden';

/** A peer read from a request: none, one, or several (a group narrowed to its ticked members). */
export interface RequestedPeer {
  peer: PeerRef | null;
  /** Ticked members of a group (peer selector filter). */
  filtered: boolean;
}

/** The request's pieces the analytics rules read, after the route's schema has parsed them. */
type Params = Partial<{
  iid: number;
  metricId: string;
  groupId: number;
  peerKind: 'iid' | 'group' | 'none';
  peerId: number;
  list: number[];
  iids: number[];
  metricIds: string;
}>;
type Query = Partial<{
  members: number[];
  /** The ALCO pack's peer group (Peer Rank's). */
  groupId: number;
  metricId: string;
  balanceMetricId: string;
  peer: string;
  currentProduct: ProductCode;
  iids: number[];
}>;
const paramsOf = (request: FastifyRequest) => request.params as Params;
const queryOf = (request: FastifyRequest) => request.query as Query;

/**
 * The access layer: every route of the server asks it, through the rules below, and nothing
 * else decides who may do what. It answers four questions for a signed-in principal:
 * - may it open this product (and this tier of it);
 * - may it read this metric in this product: the tier of a metric is the tier of the pages
 *   that show it, derived from the product definitions (metric-tiers.ts);
 * - may it use this subject institution (subject-access.ts);
 * - may it use this peer for this purpose (peer-access.ts).
 */
export function accessLayer(db: Database) {
  const subjects = subjectAccess(db);
  const peers = peerAccess(db);
  const subjectRows = new WeakMap<FastifyRequest, Promise<SubjectRow>>();

  /** The {iid} institution, read once per request (the caller's own came with the session). */
  const subjectOf = (request: FastifyRequest): Promise<SubjectRow> => {
    let row = subjectRows.get(request);
    if (!row) {
      const iid = Number(paramsOf(request).iid);
      const own = request.ownInstitution;
      row = own?.iid === iid ? Promise.resolve(own) : peers.subject(iid);
      subjectRows.set(request, row);
    }
    return row;
  };

  // ---- the four questions, as plain answers (services and presenters ask these) ----

  const mayOpenProduct = holdsProduct;

  /** How a metric stands for the principal in a product (see MetricStanding). */
  function metricStanding(
    principal: Principal,
    product: ProductCode,
    metric: Pick<MetricDefinition, 'metricId' | 'institutionType'>,
  ): MetricStanding {
    const tiers = metricTiers(product, metric);
    if (!tiers || !holdsProduct(principal, product)) return 'hidden';
    return holdsAnyTier(principal, tiers) ? 'open' : 'locked';
  }

  /** The products in which the principal may read the metric's values. */
  const productsReading = (principal: Principal, metric: MetricDefinition): ProductCode[] =>
    (['peer-comparison', 'non-maturity-deposits'] as const).filter(
      (product) => metricStanding(principal, product, metric) === 'open',
    );

  // ---- rules ----

  const rule =
    (...rules: Rule[]): preHandlerAsyncHookHandler =>
    async (request) => {
      const principal = requirePrincipal(request);
      for (const check of rules) {
        const refusal = await check(principal, request);
        if (refusal) throw refusal;
      }
    };

  const product =
    (code: ProductCode): Rule =>
    (p) =>
      holdsProduct(p, code) ? null : forbidden(REFUSALS.product(code));
  const tier =
    (tiers: readonly TierCode[], refusal: string = REFUSALS.upgrade): Rule =>
    (p) =>
      holdsAnyTier(p, tiers) ? null : forbidden(refusal);
  const anyProduct: Rule = (p) => (p.products.length > 0 ? null : forbidden(REFUSALS.anyProduct));
  const subject: Rule = async (p, request) =>
    (await subjects.mayView(p, Number(paramsOf(request).iid))) ? null : forbidden(REFUSALS.subject);

  /** The {metricId} of the subject's type; 404 when there is none. */
  const metricOf = async (request: FastifyRequest, metricId: string) => {
    const { institutionType } = await subjectOf(request);
    const metric = findMetric(metricId, institutionType);
    if (!metric) throw notFound(`No ${institutionType} metric ${metricId}.`);
    return metric;
  };
  const metricIn =
    (code: ProductCode, id: (request: FastifyRequest) => string[]): Rule =>
    async (p, request) => {
      for (const metricId of id(request)) {
        const standing = metricStanding(p, code, await metricOf(request, metricId));
        if (standing === 'locked') return forbidden(REFUSALS.upgrade);
        if (standing === 'hidden') return forbidden(REFUSALS.product(code));
      }
      return null;
    };
  const paramMetric = (request: FastifyRequest) => [String(paramsOf(request).metricId)];
  const paramMetrics = (request: FastifyRequest) => String(paramsOf(request).metricIds).split(',');
  /** The cost and balance metrics a Beta Suite page names in its query (defaults when absent). */
  const queryMetrics = (request: FastifyRequest) => {
    const { metricId, balanceMetricId } = queryOf(request);
    return [metricId, balanceMetricId].filter((id): id is string => id !== undefined);
  };

  /** The peer and the purposes a request uses it for. */
  const peerRule =
    (read: (request: FastifyRequest) => RequestedPeer, purpose: PeerPurpose = 'values'): Rule =>
    async (p, request) => {
      const { peer, filtered } = read(request);
      if (!peer) return null;
      const row = await subjectOf(request);
      const refusal = await peers.refusal(p, row, peer, purpose);
      if (refusal || !filtered) return refusal;
      return peers.refusal(p, row, peer, 'filter');
    };
  const institutionPeers =
    (read: (request: FastifyRequest) => number[]): Rule =>
    async (p, request) => {
      const row = await subjectOf(request);
      for (const iid of read(request)) {
        const refusal = await peers.refusal(p, row, { kind: 'iid', iid }, 'values');
        if (refusal) return refusal;
      }
      return null;
    };

  const groupParam = (request: FastifyRequest): RequestedPeer => ({
    peer: { kind: 'group', groupId: Number(paramsOf(request).groupId) },
    filtered: false,
  });
  /** /…/:peerKind/:peerId?members=… (series and chart elements). */
  const kindParam = (request: FastifyRequest): RequestedPeer => {
    const { peerKind, peerId } = paramsOf(request);
    const members = queryOf(request).members;
    if (peerKind === 'iid') return { peer: { kind: 'iid', iid: Number(peerId) }, filtered: false };
    if (peerKind === 'group') {
      return { peer: { kind: 'group', groupId: Number(peerId) }, filtered: members !== undefined };
    }
    return { peer: null, filtered: false };
  };
  /** ?peer=group:N|iid:N&members=… (KPI tiles). */
  const peerQuery = (request: FastifyRequest): RequestedPeer => {
    const { peer, members } = queryOf(request);
    const [kind, id] = (peer ?? '').split(':');
    if (kind === 'iid') return { peer: { kind: 'iid', iid: Number(id) }, filtered: false };
    if (kind === 'group') {
      return { peer: { kind: 'group', groupId: Number(id) }, filtered: members !== undefined };
    }
    return { peer: null, filtered: false };
  };

  /**
   * Either product's way to a metric's values: Peer Comparison with its metric tiers and
   * peers, or Non-Maturity Deposits, which reads its own metrics of the institution alone.
   */
  const valuesOf =
    (
      ids: (request: FastifyRequest) => string[],
      read: (r: FastifyRequest) => RequestedPeer,
    ): Rule =>
    async (p, request) => {
      const asPeerComparison = await firstRefusal(p, request, [
        product('peer-comparison'),
        metricIn('peer-comparison', ids),
        peerRule(read),
      ]);
      if (!asPeerComparison) return null;
      const { peer } = read(request);
      const own = !peer || (peer.kind === 'iid' && peer.iid === Number(paramsOf(request).iid));
      const asDeposits = await firstRefusal(p, request, [
        product('non-maturity-deposits'),
        metricIn('non-maturity-deposits', ids),
      ]);
      if (!asDeposits && own) return null;
      // The refusal of the product the caller holds says what is missing.
      return holdsProduct(p, 'peer-comparison') || asDeposits === null
        ? asPeerComparison
        : asDeposits;
    };

  const firstRefusal = async (p: Principal, request: FastifyRequest, rules: Rule[]) => {
    for (const check of rules) {
      const refusal = await check(p, request);
      if (refusal) return refusal;
    }
    return null;
  };

  const pc = product('peer-comparison');
  const nmd = product('non-maturity-deposits');
  const pcStandard = tier(PC_STANDARD);
  const nmdStandard = tier(NMD_STANDARD);

  /** The product the caller holds says what is missing. */
  const groupListHolder: Rule = async (p, request) => {
    const asPeerComparison = await pc(p, request);
    if (!asPeerComparison) return null;
    const asDeposits = await firstRefusal(p, request, [nmd, nmdStandard]);
    if (!asDeposits) return null;
    return holdsProduct(p, 'non-maturity-deposits') ? asDeposits : asPeerComparison;
  };

  return {
    // Plain answers for services and presenters.
    mayOpenProduct,
    mayViewSubject: subjects.mayView,
    metricStanding,
    productsReading,
    /** Provider and custom groups are listed on Peer Comparison Standard only. */
    listsAllGroups: peers.listsAllGroups,

    // Route rules of products and institutions.
    anyProduct: rule(anyProduct),
    product: (code: ProductCode) => rule(product(code)),
    subject: rule(subject),

    /** Route rules of the analytics, each named for what the route serves. */
    analytics: {
      trendList: rule(pc, subject),
      correlationList: rule(pc, pcStandard, subject),
      decayList: rule(nmd, nmdStandard, subject),
      regressionDropdown: rule(tier([...PC_STANDARD, ...NMD_STANDARD])),
      decayMetric: rule(nmd, nmdStandard, subject, metricIn('non-maturity-deposits', paramMetric)),
      metricDefinition: rule(anyProduct, subject, async (p, request) =>
        productsReading(p, await metricOf(request, paramMetric(request)[0] ?? '')).length > 0
          ? null
          : forbidden(REFUSALS.upgrade),
      ),
      series: rule(anyProduct, subject, valuesOf(paramMetric, kindParam)),
      institutionsSeries: rule(
        pc,
        subject,
        metricIn('peer-comparison', paramMetric),
        institutionPeers((r) => paramsOf(r).list ?? []),
      ),
      percentile: rule(
        pc,
        subject,
        metricIn('peer-comparison', paramMetric),
        peerRule((r) => ({ ...groupParam(r), filtered: paramsOf(r).list !== undefined })),
      ),
      statistical: rule(anyProduct, subject, (p, request) =>
        queryOf(request).currentProduct === 'non-maturity-deposits'
          ? firstRefusal(p, request, [
              nmd,
              nmdStandard,
              metricIn('non-maturity-deposits', paramMetric),
            ])
          : firstRefusal(p, request, [pc, pcStandard, metricIn('peer-comparison', paramMetric)]),
      ),
      quarterlyGroup: rule(
        pc,
        subject,
        peerRule((r) => ({ ...groupParam(r), filtered: queryOf(r).members !== undefined })),
      ),
      quarterlyInstitutions: rule(
        pc,
        subject,
        institutionPeers((r) => paramsOf(r).iids ?? []),
      ),
      aggregateRanks: rule(
        pc,
        subject,
        metricIn('peer-comparison', paramMetric),
        // filtered like the quarterly summary whose drawer it draws
        peerRule((r) => ({ ...groupParam(r), filtered: queryOf(r).members !== undefined })),
      ),
      element: rule(pc, subject, peerRule(kindParam)),
      elementSlices: rule(pc, subject),
      decay: rule(nmd, nmdStandard, subject, metricIn('non-maturity-deposits', paramMetric)),
      /** The dashboard's figures of the decay and beta pages, so their rule without a metric. */
      depositSummary: rule(nmd, nmdStandard, subject),
      kpi: rule(anyProduct, subject, valuesOf(paramMetrics, peerQuery)),
      /** The Beta Suite pages of the subject alone. */
      betaSuite: rule(nmd, nmdStandard, subject, metricIn('non-maturity-deposits', queryMetrics)),
      /** The ALCO pack: the pages', and Peer Rank's group (and filter) when one is given. */
      alcoPack: rule(
        nmd,
        nmdStandard,
        subject,
        metricIn('non-maturity-deposits', queryMetrics),
        peerRule((r) => {
          const { groupId, members } = queryOf(r);
          return groupId === undefined
            ? { peer: null, filtered: false }
            : {
                peer: { kind: 'group', groupId: Number(groupId) },
                filtered: members !== undefined,
              };
        }),
      ),
      /** Peer beta rank: the peer selector's group (and filter), as Peer Comparison uses it. */
      betaPeerRank: rule(
        nmd,
        nmdStandard,
        subject,
        metricIn('non-maturity-deposits', queryMetrics),
        peerRule((r) => ({ ...groupParam(r), filtered: queryOf(r).members !== undefined })),
      ),
    },

    /** Route rules of peer groups and profiles. */
    groups: {
      /**
       * Peer Comparison lists its groups; Non-Maturity Deposits Standard lists the aggregate
       * groups its Peer Rank page ranks in (listsAllGroups keeps provider and custom groups to
       * Peer Comparison Standard).
       */
      list: rule(groupListHolder, subject),
      /**
       * A group's institutions, for the groups the caller may compare with: Non-Maturity
       * Deposits Standard prints the list of the group its Peer Rank page ranks in (issue 23).
       */
      members: rule(groupListHolder, subject, peerRule(groupParam, 'members')),
      create: rule(pc, subject, tier(PC_STANDARD, REFUSALS.customGroups)),
      edit: rule(pc, subject, tier(PC_STANDARD, REFUSALS.customGroups), async (p, request) => {
        const { groupId } = paramsOf(request);
        const body = request.body as { groupId: number }[] | undefined;
        const ids = groupId !== undefined ? [groupId] : (body ?? []).map((item) => item.groupId);
        const row = await subjectOf(request);
        for (const id of new Set(ids)) {
          const refusal = await peers.refusal(p, row, { kind: 'group', groupId: id }, 'edit');
          if (refusal) return refusal;
        }
        return null;
      }),
      profiles: rule(pc, subject),
      groupProfiles: rule(pc, subject, peerRule(groupParam, 'members')),
      searches: rule(pc, tier(PC_STANDARD, REFUSALS.customGroups), subject),
    },
  };
}

export type Access = ReturnType<typeof accessLayer>;
