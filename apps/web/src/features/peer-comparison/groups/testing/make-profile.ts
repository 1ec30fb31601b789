import type { InstitutionProfile } from '@app/core/api/profiles';

/** Test data: an institution's profile in Ames, IA, with ordinary figures unless given. */
export const makeProfile = (iid: number, name: string, extra: Partial<InstitutionProfile> = {}) =>
  ({
    iid,
    name,
    city: 'Ames',
    state: 'IA',
    websiteAddress: `${name.toLowerCase().replace(/ /g, '')}.example`,
    reportDate: '2025-06-30',
    totalAssetsQe: 500_000_000,
    lnsToDep: 80,
    roaQe: 1.1,
    roeQe: 10,
    netIntMarginQe: 3.4,
    netOverhead: 2,
    yeaQe: 4.5,
    annualAssetGrowth: 6,
    texasRatioQe: 5,
    nonIntIncToTotalAssetsQe: 0.5,
    yldOnLnsQe: 5.5,
    cofQe: 1.2,
    cstDepQe: 1,
    label: `${name} (Ames, IA)`,
    institutionType: 'bank',
    ownershipType: 'Stock',
    ...extra,
  }) as InstitutionProfile;
