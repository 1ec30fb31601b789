import type { InstitutionProfile } from '@app/core/api/profiles';
import { typeOfMembership } from '../../reference-data/reference/types-of-membership';
import type { MeasureValues } from './profile-measures';

/** The institution's own fields a profile shows (a row of the institutions table). */
export interface ProfileInstitution {
  iid: number;
  institutionType: string;
  name: string;
  city: string;
  state: string;
  website: string | null;
  ownershipType: string | null;
  tomCode: number | null;
}

/** spec 2 section 5: 'http://' prefixed when no http or https scheme is present; blank is null. */
export function websiteAddress(website: string | null): string | null {
  const address = website?.trim();
  if (!address) return null;
  return /^https?:\/\//i.test(address) ? address : `http://${address}`;
}

/**
 * spec 2 section 3, Institution profile. Values are as the catalogue stores them (money in
 * dollars, ratios in percent); a missing one is null.
 */
export function presentProfile(
  institution: ProfileInstitution,
  reportDate: string | null,
  values: MeasureValues,
): InstitutionProfile {
  const v = (measure: keyof MeasureValues) => values[measure] ?? null;
  const common = {
    iid: institution.iid,
    name: institution.name,
    city: institution.city,
    state: institution.state,
    websiteAddress: websiteAddress(institution.website),
    reportDate,
    totalAssetsQe: v('totalAssets'),
    lnsToDep: v('lnsToDep'),
    roaQe: v('roa'),
    roeQe: v('roe'),
    netIntMarginQe: v('netIntMargin'),
    netOverhead: v('netOverhead'),
    yeaQe: v('yea'),
    annualAssetGrowth: v('assetGrowth'),
    texasRatioQe: v('texasRatio'),
    nonIntIncToTotalAssetsQe: v('nonIntIncToAssets'),
    yldOnLnsQe: v('yldOnLns'),
    cofQe: v('cof'),
    cstDepQe: v('cstDep'),
    label: `${institution.name} (${institution.city}, ${institution.state})`,
  };
  if (institution.institutionType === 'bank') {
    return { ...common, institutionType: 'bank', ownershipType: institution.ownershipType };
  }
  return {
    ...common,
    institutionType: 'credit union',
    creditUnionType:
      institution.tomCode === null ? null : typeOfMembership(institution.tomCode).tomCodeDesc,
    memberGrowth: v('memberGrowth'),
  };
}
