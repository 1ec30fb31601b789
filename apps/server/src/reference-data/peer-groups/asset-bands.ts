import type { InstitutionType } from '@app/core/domain/products';

/** Total assets in whole dollars (spec 1 section 9: the default KPI metric of each type). */
export const TOTAL_ASSETS_METRIC: Record<InstitutionType, string> = {
  bank: 'LBPR2170',
  'credit union': 'ACCT_010',
};

/** An asset range in whole dollars: the minimum is included, the maximum excluded; null is open. */
export interface AssetRange {
  minAssets: number | null;
  maxAssets: number | null;
}

export function inAssetRange(range: AssetRange, assets: number): boolean {
  return (
    (range.minAssets === null || assets >= range.minAssets) &&
    (range.maxAssets === null || assets < range.maxAssets)
  );
}

export interface AssetBand extends AssetRange {
  /** As written in group names: 'under $100M', '$1B to $10B', '$10B and over'. */
  label: string;
}

const M = 1_000_000;
const B = 1_000_000_000;

/**
 * The asset bands of each institution type: the same bands as the aggregate groups of
 * drizzle/0004_aggregate_peer_groups.sql, so a subject's band reads alike in both lists.
 */
export const ASSET_BANDS: Record<InstitutionType, readonly AssetBand[]> = {
  bank: [
    { label: 'under $100M', minAssets: null, maxAssets: 100 * M },
    { label: '$100M to $500M', minAssets: 100 * M, maxAssets: 500 * M },
    { label: '$500M to $1B', minAssets: 500 * M, maxAssets: 1 * B },
    { label: '$1B to $10B', minAssets: 1 * B, maxAssets: 10 * B },
    { label: '$10B and over', minAssets: 10 * B, maxAssets: null },
  ],
  'credit union': [
    { label: 'under $50M', minAssets: null, maxAssets: 50 * M },
    { label: '$50M to $100M', minAssets: 50 * M, maxAssets: 100 * M },
    { label: '$100M to $500M', minAssets: 100 * M, maxAssets: 500 * M },
    { label: '$500M to $1B', minAssets: 500 * M, maxAssets: 1 * B },
    { label: '$1B and over', minAssets: 1 * B, maxAssets: null },
  ],
};
