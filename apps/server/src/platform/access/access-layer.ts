import type { ProductCode } from '@app/core/domain/products';
import type { Database } from '../db/database';
import { forbidden } from '../http/http-error';
import type { AccessData } from './access-data';
import { holdsProduct, NMD_STANDARD, PC_STANDARD, REFUSALS } from './entitlements';
import { followedMetricRules } from './followed-metrics';
import { ownDataAccess } from './own-data-access';
import { peerAccess } from './peer-access';
import {
  groupParam,
  groupQuery,
  kindParam,
  paramMetric,
  paramMetrics,
  peerQuery,
  queryMetrics,
  requestRules,
} from './request-rules';
import { firstRefusal, guard, type Rule } from './rule';
import { subjectAccess } from './subject-access';

export type { MetricStanding } from './request-rules';

/**
 * The access layer: every route of the server asks it, through the rules below, and nothing
 * else decides who may do what. It answers four questions for a signed-in principal:
 * - may it open this product (and this tier of it);
 * - may it read this metric in this product: the tier of a metric is the tier of the pages
 *   that show it, derived from the product definitions (catalogue/metric-tiers.ts);
 * - may it use this subject institution (subject-access.ts);
 * - may it use this peer for this purpose (peer-access.ts).
 * Each rule names the part of the request it reads, so a route whose contract lacks it does
 * not compile (rule.ts).
 */
export function accessLayer(db: Database, data: AccessData) {
  const subjects = subjectAccess(db);
  const peers = peerAccess(data);
  const {
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
  } = requestRules(data, subjects, peers);
  const pcStandard = tier(PC_STANDARD);
  const nmdStandard = tier(NMD_STANDARD);
  const customGroups = tier(PC_STANDARD, REFUSALS.customGroups);

  /** The product the caller holds says what is missing. */
  const groupListHolder: Rule = async (p, input, request) => {
    const asPeerComparison = await pc(p, input, request);
    if (!asPeerComparison) return null;
    const asDeposits = await firstRefusal(p, input, request, [nmd, nmdStandard]);
    if (!asDeposits) return null;
    return holdsProduct(p, 'non-maturity-deposits') ? asDeposits : asPeerComparison;
  };
  const followed = followedMetricRules(data, peers, metricStanding);
  const own = ownDataAccess(db);
  /**
   * The Beta Suite: Non-Maturity Deposits Standard on the subject and its named metrics; its own
   * deposit data (`source=own:…`) first, only the organization's own institution's (else 404).
   */
  const betaSuite = [
    own.ownSource,
    nmd,
    nmdStandard,
    subject,
    metricIn('non-maturity-deposits', queryMetrics),
  ];

  return {
    // Plain answers for services and presenters.
    mayOpenProduct: holdsProduct,
    mayViewSubject: subjects.mayView,
    metricStanding,
    productsReading,
    /** Provider and custom groups are listed on Peer Comparison Standard only. */
    listsAllGroups: peers.listsAllGroups,
    /** What a follower told of a quarter may read: its metrics and its peer group. */
    mayReadMetric: followed.mayReadMetric,
    mayComparePeer: followed.mayComparePeer,

    // Route rules of products and institutions.
    anyProduct: guard(anyProduct),
    product: (code: ProductCode) => guard(product(code)),
    subject: guard(subject),

    /** Route rules of the analytics, each named for what the route serves. */
    analytics: {
      trendList: guard(pc, subject),
      correlationList: guard(pc, pcStandard, subject),
      decayList: guard(nmd, nmdStandard, subject),
      regressionDropdown: guard(tier([...PC_STANDARD, ...NMD_STANDARD])),
      decayMetric: guard(nmd, nmdStandard, subject, metricIn('non-maturity-deposits', paramMetric)),
      metricDefinition: guard(
        anyProduct,
        subject,
        async (p, input: { params: { iid: number; metricId: string } }, request) =>
          productsReading(p, await metricOf(input, request, input.params.metricId)).length > 0
            ? null
            : forbidden(REFUSALS.upgrade),
      ),
      series: guard(anyProduct, subject, valuesOf(paramMetric, kindParam)),
      institutionsSeries: guard(
        pc,
        subject,
        metricIn('peer-comparison', paramMetric),
        institutionPeers(({ params }: { params: { list: readonly number[] } }) => params.list),
      ),
      percentile: guard(
        pc,
        subject,
        metricIn('peer-comparison', paramMetric),
        peerRule(({ params }: { params: { groupId: number; list?: readonly number[] } }) => ({
          ...groupParam({ params }),
          filtered: params.list !== undefined,
        })),
      ),
      statistical: guard(
        anyProduct,
        subject,
        (
          p,
          input: {
            params: { iid: number; metricId: string };
            query: { currentProduct?: ProductCode };
          },
          request,
        ) =>
          input.query.currentProduct === 'non-maturity-deposits'
            ? firstRefusal(p, input, request, [
                nmd,
                nmdStandard,
                metricIn('non-maturity-deposits', paramMetric),
              ])
            : firstRefusal(p, input, request, [
                pc,
                pcStandard,
                metricIn('peer-comparison', paramMetric),
              ]),
      ),
      quarterlyGroup: guard(pc, subject, peerRule(groupParam)),
      quarterlyInstitutions: guard(
        pc,
        subject,
        institutionPeers(({ params }: { params: { iids: readonly number[] } }) => params.iids),
      ),
      // filtered like the quarterly summary whose drawer it draws
      aggregateRanks: guard(
        pc,
        subject,
        metricIn('peer-comparison', paramMetric),
        peerRule(groupParam),
      ),
      // The Distribution page of the Trends room, Standard tier (issue 28): every member's value,
      // so the group's members may be read, as for the rank chart.
      distribution: guard(
        pc,
        pcStandard,
        subject,
        metricIn('peer-comparison', paramMetric),
        peerRule(groupParam),
      ),
      element: guard(pc, subject, peerRule(kindParam)),
      elementSlices: guard(pc, subject),
      decay: guard(
        own.ownSource,
        nmd,
        nmdStandard,
        subject,
        metricIn('non-maturity-deposits', paramMetric),
        // With own data, the group whose median its chart draws (issue 29).
        peerRule(groupQuery),
      ),
      /** The dashboard's figures of the decay and beta pages, so their rule without a metric. */
      depositSummary: guard(nmd, nmdStandard, subject),
      kpi: guard(anyProduct, subject, valuesOf(paramMetrics, peerQuery)),
      /** The Beta Suite pages; with own data, the group whose median their charts draw. */
      betaSuite: guard(...betaSuite, peerRule(groupQuery)),
      /** The ALCO pack: the pages', and Peer Rank's group (and filter) when one is given. */
      alcoPack: guard(...betaSuite, peerRule(groupQuery)),
      /** Peer beta rank: the peer selector's group (and filter), as Peer Comparison uses it. */
      betaPeerRank: guard(...betaSuite, peerRule(groupParam)),
    },

    /**
     * Route rules of the own deposit data (issue 29): the organization's own institution first
     * (else 404), then the product's standard tier; changing it asks for a manager.
     */
    ownData: {
      read: guard(own.ownInstitution, nmd, nmdStandard),
      manage: guard(own.ownInstitution, nmd, nmdStandard, own.manager),
      /** Whether the caller may upload and delete (the Own Data page shows the buttons). */
      mayManage: own.mayManage,
      /** Whether the institution is the caller's own, whose own data the ALCO pack adds. */
      readsOwn: own.isOwnInstitution,
    },

    /** Route rules of following (issue 25 point 6). */
    follows: {
      /** Each followed metric is one the caller may read in a product it holds. */
      update: guard(followed.metricsReadable),
    },

    /** Route rules of peer groups and profiles. */
    groups: {
      /**
       * Peer Comparison lists its groups; Non-Maturity Deposits Standard lists the aggregate
       * groups its Peer Rank page ranks in (listsAllGroups keeps provider and custom groups to
       * Peer Comparison Standard).
       */
      list: guard(groupListHolder, subject),
      /**
       * A group's institutions, for the groups the caller may compare with: Non-Maturity
       * Deposits Standard prints the list of the group its Peer Rank page ranks in (issue 23).
       */
      members: guard(groupListHolder, subject, peerRule(groupParam, 'members')),
      create: guard(pc, subject, customGroups),
      /** One group of the path. */
      edit: guard(
        pc,
        subject,
        customGroups,
        editedGroups(({ params }: { params: { groupId: number } }) => [params.groupId]),
      ),
      /** The groups of a batch update's body. */
      editMany: guard(
        pc,
        subject,
        customGroups,
        editedGroups(({ body }: { body: readonly { groupId: number }[] }) =>
          body.map((item) => item.groupId),
        ),
      ),
      profiles: guard(pc, subject),
      groupProfiles: guard(pc, subject, peerRule(groupParam, 'members')),
      searches: guard(pc, customGroups, subject),
    },
  };
}

export type Access = ReturnType<typeof accessLayer>;
