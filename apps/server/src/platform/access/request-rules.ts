import type { ProductCode, TierCode } from '@app/core/domain/products';
import type { FastifyRequest } from 'fastify';
import type { SubjectRow } from '../db/subject-row';
import { forbidden, notFound } from '../http/http-error';
import type { AccessData, MetricRef } from './access-data';
import { holdsAnyTier, holdsProduct, REFUSALS, type Holder } from './entitlements';
import type { PeerAccess, PeerPurpose, PeerRef } from './peer-access';
import { firstRefusal, type Rule } from './rule';
import type { SubjectAccess } from './subject-access';

/** How a metric stands for a caller: usable, shown locked (an upsell), or not shown at all. */
export type MetricStanding = 'open' | 'locked' | 'hidden';

/** A peer read from a request: none, one, or several (a group narrowed to its ticked members). */
export interface RequestedPeer {
  peer: PeerRef | null;
  /** Ticked members of a group (peer selector filter). */
  filtered: boolean;
}

/** The {iid} of /api/{iid}/…: every rule about the subject or its peers reads it. */
export type SubjectInput = { params: { iid: number } };
/** A reader of a request's peer, and of what it names. */
export type PeerReader<N> = (input: N) => RequestedPeer;

const NO_PEER: RequestedPeer = { peer: null, filtered: false };

/** `{kind}:{id}` or a kind and id read off a request, as the peer it names. */
const peerNamed = (kind: string | undefined, id: number, filtered: boolean): RequestedPeer =>
  kind === 'iid'
    ? { peer: { kind: 'iid', iid: id }, filtered: false }
    : kind === 'group'
      ? { peer: { kind: 'group', groupId: id }, filtered }
      : NO_PEER;

// ---- where a request names its metrics and peers ----

export const paramMetric = ({ params }: { params: { metricId: string } }) => [params.metricId];
export const paramMetrics = ({ params }: { params: { metricIds: string } }) =>
  params.metricIds.split(',');
/** The cost and balance metrics a Beta Suite page names in its query (defaults when absent). */
export const queryMetrics = ({
  query,
}: {
  query: { metricId?: string; balanceMetricId?: string };
}) => [query.metricId, query.balanceMetricId].filter((id): id is string => id !== undefined);

/** /…/:groupId, narrowed when the query ticks members. */
export const groupParam = ({
  params,
  query,
}: {
  params: { groupId: number };
  query?: { members?: readonly number[] };
}): RequestedPeer => ({
  peer: { kind: 'group', groupId: params.groupId },
  filtered: query?.members !== undefined,
});
/** /…/:peerKind/:peerId?members=… (series and chart elements). */
export const kindParam = ({
  params,
  query,
}: {
  params: { peerKind: 'iid' | 'group' | 'none'; peerId: number };
  query: { members?: readonly number[] };
}) => peerNamed(params.peerKind, params.peerId, query.members !== undefined);
/** ?peer=group:N|iid:N&members=… (KPI tiles). */
export const peerQuery = ({ query }: { query: { peer?: string; members?: readonly number[] } }) => {
  const [kind, id] = (query.peer ?? '').split(':');
  return peerNamed(kind, Number(id), query.members !== undefined);
};
/** ?groupId=N&members=… (the ALCO pack's Peer Rank group, when one is given). */
export const groupQuery = ({
  query,
}: {
  query: { groupId?: number; members?: readonly number[] };
}): RequestedPeer =>
  query.groupId === undefined
    ? NO_PEER
    : peerNamed('group', query.groupId, query.members !== undefined);

/**
 * The building blocks of the access layer's route rules, over the data it reads: product,
 * tier, subject, metric and peer, each a Rule that names what it reads of the request.
 */
export function requestRules(data: AccessData, subjects: SubjectAccess, peers: PeerAccess) {
  const subjectRows = new WeakMap<FastifyRequest, Promise<SubjectRow>>();

  /** The {iid} institution, read once per request (the caller's own came with the session). */
  const subjectOf = (input: SubjectInput, request: FastifyRequest): Promise<SubjectRow> => {
    let row = subjectRows.get(request);
    if (!row) {
      const own = request.ownInstitution;
      row = own?.iid === input.params.iid ? Promise.resolve(own) : peers.subject(input.params.iid);
      subjectRows.set(request, row);
    }
    return row;
  };

  /** How a metric stands for the principal in a product (see MetricStanding). */
  function metricStanding(
    principal: Holder,
    product: ProductCode,
    metric: MetricRef,
  ): MetricStanding {
    const tiers = data.metricTiers(product, metric);
    if (!tiers || !holdsProduct(principal, product)) return 'hidden';
    return holdsAnyTier(principal, tiers) ? 'open' : 'locked';
  }

  /** The products in which the principal may read the metric's values. */
  const productsReading = (principal: Holder, metric: MetricRef): ProductCode[] =>
    (['peer-comparison', 'non-maturity-deposits'] as const).filter(
      (product) => metricStanding(principal, product, metric) === 'open',
    );

  const product =
    (code: ProductCode): Rule =>
    (p) =>
      holdsProduct(p, code) ? null : forbidden(REFUSALS.product(code));
  const tier =
    (tiers: readonly TierCode[], refusal: string = REFUSALS.upgrade): Rule =>
    (p) =>
      holdsAnyTier(p, tiers) ? null : forbidden(refusal);
  const anyProduct: Rule = (p) => (p.products.length > 0 ? null : forbidden(REFUSALS.anyProduct));
  const subject: Rule<SubjectInput> = async (p, { params }) =>
    (await subjects.mayView(p, params.iid)) ? null : forbidden(REFUSALS.subject);

  /** The {metricId} of the subject's type; 404 when there is none. */
  const metricOf = async (input: SubjectInput, request: FastifyRequest, metricId: string) => {
    const { institutionType } = await subjectOf(input, request);
    const metric = data.findMetric(metricId, institutionType);
    if (!metric) throw notFound(`No ${institutionType} metric ${metricId}.`);
    return metric;
  };
  const metricIn =
    <N>(code: ProductCode, ids: (input: N) => string[]): Rule<N & SubjectInput> =>
    async (p, input, request) => {
      for (const metricId of ids(input)) {
        const standing = metricStanding(p, code, await metricOf(input, request, metricId));
        if (standing === 'locked') return forbidden(REFUSALS.upgrade);
        if (standing === 'hidden') return forbidden(REFUSALS.product(code));
      }
      return null;
    };

  /** The peer and the purposes a request uses it for. */
  const peerRule =
    <N>(read: PeerReader<N>, purpose: PeerPurpose = 'values'): Rule<N & SubjectInput> =>
    async (p, input, request) => {
      const { peer, filtered } = read(input);
      if (!peer) return null;
      const row = await subjectOf(input, request);
      const refusal = await peers.refusal(p, row, peer, purpose);
      if (refusal || !filtered) return refusal;
      return peers.refusal(p, row, peer, 'filter');
    };
  /** Institutions compared one by one with the subject. */
  const institutionPeers =
    <N>(read: (input: N) => readonly number[]): Rule<N & SubjectInput> =>
    async (p, input, request) => {
      const row = await subjectOf(input, request);
      for (const iid of read(input)) {
        const refusal = await peers.refusal(p, row, { kind: 'iid', iid }, 'values');
        if (refusal) return refusal;
      }
      return null;
    };
  /** Groups the request changes: each must be the caller's organization's custom group. */
  const editedGroups =
    <N>(read: (input: N) => readonly number[]): Rule<N & SubjectInput> =>
    async (p, input, request) => {
      const row = await subjectOf(input, request);
      for (const groupId of new Set(read(input))) {
        const refusal = await peers.refusal(p, row, { kind: 'group', groupId }, 'edit');
        if (refusal) return refusal;
      }
      return null;
    };

  const pc = product('peer-comparison');
  const nmd = product('non-maturity-deposits');

  /**
   * Either product's way to a metric's values: Peer Comparison with its metric tiers and
   * peers, or Non-Maturity Deposits, which reads its own metrics of the institution alone.
   */
  const valuesOf =
    <I, P>(ids: (input: I) => string[], read: PeerReader<P>): Rule<I & P & SubjectInput> =>
    async (p, input, request) => {
      const asPeerComparison = await firstRefusal(p, input, request, [
        pc,
        metricIn('peer-comparison', ids),
        peerRule(read),
      ]);
      if (!asPeerComparison) return null;
      const { peer } = read(input);
      const own = !peer || (peer.kind === 'iid' && peer.iid === input.params.iid);
      const asDeposits = await firstRefusal(p, input, request, [
        nmd,
        metricIn('non-maturity-deposits', ids),
      ]);
      if (!asDeposits && own) return null;
      // The refusal of the product the caller holds says what is missing.
      return holdsProduct(p, 'peer-comparison') || asDeposits === null
        ? asPeerComparison
        : asDeposits;
    };

  return {
    subjectOf,
    metricOf,
    metricStanding,
    productsReading,
    product,
    tier,
    anyProduct,
    subject,
    metricIn,
    peerRule,
    institutionPeers,
    editedGroups,
    valuesOf,
    pc,
    nmd,
  };
}
