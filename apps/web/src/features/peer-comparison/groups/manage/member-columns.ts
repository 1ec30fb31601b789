import type { InstitutionProfile } from '@app/core/api/profiles';
import type { InstitutionType } from '@app/core/domain/products';
import type { DisplayType } from '@app/core/domain/display-type';

export type MemberColumnKey =
  | 'name'
  | 'type'
  | 'totalAssetsQe'
  | 'annualAssetGrowth'
  | 'memberGrowth'
  | 'roeQe'
  | 'roaQe'
  | 'netIntMarginQe'
  | 'texasRatioQe'
  | 'nonIntIncToTotalAssetsQe';

export interface MemberColumn {
  key: MemberColumnKey;
  title: string;
  /** Text columns have none; numbers are formatted by display type (spec 2 section 9). */
  displayType: DisplayType | null;
  value: (profile: InstitutionProfile) => string | number | null;
}

const text = (key: 'name' | 'type', title: string): MemberColumn => ({
  key,
  title,
  displayType: null,
  value: (profile) =>
    key === 'name'
      ? profile.name
      : profile.institutionType === 'bank'
        ? profile.ownershipType
        : profile.creditUnionType,
});

const number = (
  key: Exclude<MemberColumnKey, 'name' | 'type'>,
  title: string,
  displayType: DisplayType,
): MemberColumn => ({
  key,
  title,
  displayType,
  value: (profile) =>
    key === 'memberGrowth'
      ? profile.institutionType === 'credit union'
        ? profile.memberGrowth
        : null
      : profile[key],
});

const assets = number('totalAssetsQe', 'Assets', 'USDMM');
const assetGrowth = number('annualAssetGrowth', 'Asset Growth (3yr Avg)', 'PCT');
const roe = number('roeQe', 'Return on Equity', 'PCT');
const roa = number('roaQe', 'Return On Assets', 'PCT');
const nim = number('netIntMarginQe', 'Net Interest Margin', 'PCT');
const texas = number('texasRatioQe', 'Texas Ratio', 'PCT');
const nonInterest = number(
  'nonIntIncToTotalAssetsQe',
  'Non Interest Income to Total Assets',
  'PCT',
);

/**
 * spec 2 section 2.11: the bank columns. Credit unions show the same measures from their own
 * profile, with their type of membership and member growth (spec 2 section 3).
 */
export const MEMBER_COLUMNS: Record<InstitutionType, readonly MemberColumn[]> = {
  bank: [
    text('name', 'Name'),
    text('type', 'Type'),
    assets,
    assetGrowth,
    roe,
    roa,
    nim,
    texas,
    nonInterest,
  ],
  'credit union': [
    text('name', 'Name'),
    text('type', 'Type'),
    assets,
    assetGrowth,
    number('memberGrowth', 'Member Growth', 'PCT'),
    roe,
    roa,
    nim,
    texas,
    nonInterest,
  ],
};

/** The words of the screen that name the institution type (spec 2 section 2.11). */
export const INSTITUTION_WORDS: Record<
  InstitutionType,
  { plural: string; singular: string; title: string }
> = {
  bank: { plural: 'banks', singular: 'bank', title: 'Banks' },
  'credit union': { plural: 'credit unions', singular: 'credit union', title: 'Credit Unions' },
};
