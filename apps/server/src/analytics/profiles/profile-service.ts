import {
  PROFILE_PERIODS,
  type BankSimilarRequest,
  type BankTargetedRequest,
  type CreditUnionSimilarRequest,
  type CreditUnionTargetedRequest,
  type InstitutionProfile,
  type PeerSearchResponse,
} from '@app/core/api/profiles';
import type { InstitutionType } from '@app/core/domain/products';
import { formatMonthYear } from '@app/core/format/format-month-year';
import { GROUP_TYPES } from '@app/core/api/groups';
import {
  aggregateRule,
  isAggregateMember,
} from '../../reference-data/peer-groups/aggregate-membership';
import { badRequest, notFound } from '../../platform/http/http-error';
import { MIXED_GROUP_TYPE } from '@app/core/domain/common-metrics';
import { byName, type ProfileFilters } from './peer-candidate';
import {
  measureFrom,
  measureTable,
  metricIdsOf,
  profileMeasures,
  sourceOf,
  type Measure,
  type MeasureValues,
} from './profile-measures';
import { presentProfile } from './profile-presenter';
import type {
  InstitutionRow,
  MetricRecord,
  ProfileRow,
  ProfilesRepository,
} from './profiles-repository';
import { searchQuarters, type QuarterInstitution } from './search-quarters';
import { describeSimilar, describeTargeted } from './selection-criteria';
import { findSimilar, hasSize } from './similar-search';
import {
  bankTargetedCriteria,
  creditUnionTargetedCriteria,
  findTargeted,
  hasActiveCriteria,
  type TargetedCriteria,
} from './targeted-search';

/** The agency segment of the search paths and the institution type it serves. */
export const AGENCIES = { ffiec: 'bank', ncua: 'credit union' } as const;
export type Agency = keyof typeof AGENCIES;

const agencyOf = (type: InstitutionType): Agency => (type === 'bank' ? 'ffiec' : 'ncua');
const typeOf = (row: InstitutionRow) => row.institutionType as InstitutionType;

function measuresFrom(
  type: InstitutionType,
  measures: readonly Measure[],
  valueOf: (metricId: string) => number | null,
): MeasureValues {
  const table = measureTable(type);
  const values: MeasureValues = {};
  for (const measure of measures) {
    const source = table[measure];
    values[measure] = source === undefined ? null : measureFrom(source, valueOf);
  }
  return values;
}

const fromRecord = (record: MetricRecord | undefined) => (metricId: string) =>
  record?.get(metricId) ?? null;

/**
 * Profiles (spec 2 section 3) and the similar and targeted searches (sections 2.12 and 5).
 * The searches read each metric they need as one cross-section of the quarter and filter in
 * memory; the profiles of the institutions found are then read in one query.
 */
export function profileService(repository: ProfilesRepository) {
  const subjectRow = async (iid: number) => {
    const row = await repository.institution(iid);
    if (!row) throw notFound(`No institution ${iid}.`);
    return row;
  };

  const checkAgency = (row: InstitutionRow, agency: Agency, search: 'similar' | 'targeted') => {
    const type = typeOf(row);
    if (AGENCIES[agency] !== type) {
      throw badRequest(
        `${row.name} (${row.iid}) is a ${type}: /${agency}/${search} searches ${AGENCIES[agency]}s; use POST /api/${row.iid}/profile/${agencyOf(type)}/${search}.`,
      );
    }
    return type;
  };

  const quarters = searchQuarters(repository);
  /** Profiles of a search quarter's institutions, as presented (the quarter names the date). */
  const presented = new WeakMap<QuarterInstitution, InstitutionProfile>();

  /**
   * What a search reads before choosing: the quarter of the path's type (kept per data
   * version, searchQuarters), which holds the subject when it is of that type; one of the
   * other type is read to be named in the refusal. The subject is checked against the path,
   * then the quarter.
   */
  const loadSearch = async (
    iid: number,
    agency: Agency,
    search: 'similar' | 'targeted',
    reportDate: string,
  ) => {
    const type = AGENCIES[agency];
    const quarter = await quarters.at(type, reportDate);
    const subject = quarter.institutions.get(iid);
    checkAgency(subject ?? (await subjectRow(iid)), agency, search);
    if (!quarter.held) {
      throw badRequest(
        `reportDate: no ${type} data is held for ${formatMonthYear(reportDate)} (${reportDate}).`,
      );
    }
    // Every institution of the type is in a held quarter; one added since is in the next.
    if (!subject) throw notFound(`No institution ${iid}.`);
    return { row: subject, type, quarter, subject };
  };

  /** The profiles of the institutions a search found, from its quarter, by name. */
  const foundProfiles = (
    reportDate: string,
    found: readonly QuarterInstitution[],
  ): InstitutionProfile[] =>
    [...found].sort(byName).map((institution) => {
      // A quarter's institution is presented once (a broad search finds over a thousand).
      let profile = presented.get(institution);
      if (!profile) {
        profile = presentProfile(
          institution,
          institution.filed ? reportDate : null,
          institution.filed ? institution.values : {},
        );
        presented.set(institution, profile);
      }
      return profile;
    });

  /** Profiles from rows read with the profile metrics, by name. */
  const present = (type: InstitutionType, reportDate: string | null, rows: ProfileRow[]) => {
    const measures = profileMeasures(type);
    return rows
      .sort((a, b) => byName(a.institution, b.institution))
      .map(({ institution, values }) =>
        presentProfile(
          institution,
          values ? reportDate : null,
          measuresFrom(type, measures, fromRecord(values ?? undefined)),
        ),
      );
  };

  /** The profiles of listed institutions of either charter, each at its own newest quarter, by name. */
  const profilesOfBothCharters = async (iids: readonly number[]): Promise<InstitutionProfile[]> => {
    const charters: InstitutionType[] = ['bank', 'credit union'];
    const byCharter = await Promise.all(
      charters.map(async (type) => {
        const quarter = await repository.newestQuarter(type);
        const metricIds = metricIdsOf(type, profileMeasures(type));
        return present(type, quarter, await repository.profileRows(type, quarter, iids, metricIds));
      }),
    );
    return byCharter.flat().sort(byName);
  };

  const runTargeted = async (
    iid: number,
    agency: Agency,
    reportDate: string,
    criteria: TargetedCriteria,
    excludeIids: readonly number[],
  ): Promise<PeerSearchResponse> => {
    // spec 2 section 5: no active criterion, no result; no metric data is read.
    if (!hasActiveCriteria(criteria)) {
      checkAgency(await subjectRow(iid), agency, 'targeted');
      return { selectionCriteria: '', institutionProfiles: [] };
    }
    const { row, type, quarter, subject } = await loadSearch(iid, agency, 'targeted', reportDate);
    const unknown = criteria.measures.filter(
      (c) => c.kind === 'better' && (subject.values[c.measure] ?? null) === null,
    );
    if (unknown.length > 0) {
      throw badRequest(
        `${unknown.map((c) => c.label).join(', ')}: Better compares with ${row.name}'s own value, which is not reported for ${formatMonthYear(reportDate)}.`,
      );
    }
    const members = findTargeted(subject, quarter.candidates, criteria, excludeIids);
    return {
      selectionCriteria: describeTargeted({
        institutionType: type,
        subjectName: row.name,
        subjectValues: subject.values,
        reportDate,
        criteria,
        excluded: new Set(excludeIids).size,
      }),
      institutionProfiles: foundProfiles(reportDate, members),
    };
  };

  const runSimilar = async (
    iid: number,
    agency: Agency,
    request: { reportDate: string; excludeIids: number[] },
    filters: ProfileFilters,
  ): Promise<PeerSearchResponse> => {
    const { reportDate, excludeIids } = request;
    const { row, type, quarter, subject } = await loadSearch(iid, agency, 'similar', reportDate);
    if (!hasSize(subject.values)) {
      throw badRequest(
        `reportDate: ${row.name} has no total assets, loans and deposits above 0 for ${formatMonthYear(reportDate)}; choose another date.`,
      );
    }
    const { members, band } = findSimilar(subject, quarter.candidates, filters, excludeIids);
    return {
      selectionCriteria: describeSimilar({
        institutionType: type,
        subjectName: row.name,
        reportDate,
        filters,
        band,
        excluded: new Set(excludeIids).size,
      }),
      institutionProfiles: foundProfiles(reportDate, members),
    };
  };

  return {
    /** The subject at its newest quarter held (values null when it has none). */
    async profile(iid: number): Promise<InstitutionProfile> {
      const row = await subjectRow(iid);
      const type = typeOf(row);
      const measures = profileMeasures(type);
      const [newest] = await repository.history(iid, type, metricIdsOf(type, measures), 1);
      return presentProfile(
        row,
        newest?.reportDate ?? null,
        measuresFrom(type, measures, fromRecord(newest?.values)),
      );
    },

    /** The subject's profile at each of its newest 41 quarters, newest first (the date selector). */
    async profileHistory(iid: number): Promise<InstitutionProfile[]> {
      const row = await subjectRow(iid);
      const type = typeOf(row);
      const measures = profileMeasures(type);
      const quarters = await repository.history(
        iid,
        type,
        metricIdsOf(type, measures),
        PROFILE_PERIODS,
      );
      return quarters.map((q) =>
        presentProfile(row, q.reportDate, measuresFrom(type, measures, fromRecord(q.values))),
      );
    },

    /**
     * A group's member profiles at the newest quarter of the type, by name. Custom and provider
     * groups list their members; aggregate groups are whoever matches their rule that quarter.
     */
    /**
     * Listed institutions of the subject's type at the newest quarter, by name: the rows a
     * distinct group adds before it is saved (spec 2 section 4). An iid that is no institution
     * of the type is refused, named.
     */
    async listedProfiles(iid: number, iids: readonly number[]): Promise<InstitutionProfile[]> {
      await subjectRow(iid);
      // Banks and credit unions may share a custom group (issue 28 point 4): each is read by
      // its own charter's profile, at its charter's newest quarter.
      const profiles = await profilesOfBothCharters(iids);
      const found = new Set(profiles.map((p) => p.iid));
      const unknown = iids.filter((listed) => !found.has(listed));
      if (unknown.length > 0) {
        const named = unknown.slice(0, 10).join(', ');
        const more = unknown.length > 10 ? ` and ${unknown.length - 10} more` : '';
        const what =
          unknown.length === 1 ? 'is not a bank or credit union' : 'are not banks or credit unions';
        throw badRequest(`iids: ${named}${more} ${what}.`);
      }
      return profiles;
    },

    /** The caller's use of the group was allowed by the access layer (peer purpose `members`). */
    async groupProfiles(iid: number, groupId: number): Promise<InstitutionProfile[]> {
      const row = await subjectRow(iid);
      const type = typeOf(row);
      const assetsId = sourceOf(type, 'totalAssets') as string;
      const group = await repository.group(groupId);
      if (!group) throw notFound();
      const quarter = await repository.newestQuarter(type);
      const metricIds = metricIdsOf(type, profileMeasures(type));
      if (group.groupType !== GROUP_TYPES.aggregate) {
        const members = await repository.memberIids(groupId);
        if (group.institutionType === MIXED_GROUP_TYPE) return profilesOfBothCharters(members);
        return present(
          type,
          quarter,
          await repository.profileRows(type, quarter, members, metricIds),
        );
      }
      if (quarter === null) return [];
      const rows = await repository.profileRows(type, quarter, null, metricIds);
      const rule = aggregateRule(group);
      // Filers of the quarter (those with values) that match the group's rule.
      const members = rows.filter(
        ({ institution, values }) =>
          values !== null &&
          isAggregateMember(rule, {
            state: institution.state,
            totalAssets: values.get(assetsId) ?? null,
          }),
      );
      return present(type, quarter, members);
    },

    bankSimilar: (iid: number, request: BankSimilarRequest) =>
      runSimilar(iid, 'ffiec', request, {
        states: request.states,
        ownershipTypes: request.ownershipTypes,
      }),

    creditUnionSimilar: (iid: number, request: CreditUnionSimilarRequest) =>
      runSimilar(iid, 'ncua', request, {
        states: request.states,
        typesOfMembership: request.typesOfMembership,
      }),

    bankTargeted: (iid: number, request: BankTargetedRequest) =>
      runTargeted(
        iid,
        'ffiec',
        request.reportDate,
        bankTargetedCriteria(request),
        request.excludeIids,
      ),

    async creditUnionTargeted(
      iid: number,
      request: CreditUnionTargetedRequest,
    ): Promise<PeerSearchResponse> {
      return runTargeted(
        iid,
        'ncua',
        request.reportDate,
        creditUnionTargetedCriteria(request),
        request.excludeIids,
      );
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
