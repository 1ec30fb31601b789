import { iidOf } from '@app/core/domain/institution-ids';
import type { InstitutionType } from '@app/core/domain/products';
import { importBatch } from '../reference-data/data/import-batch';
import type { Database } from '../platform/db/database';
import { institutions } from '../platform/db/schema/institution-tables';
import { metricsOf } from '../reference-data/catalogue/find-metric';
import { tinyBatch } from './tiny-batch';

/** Test data of the group tests: a few banks and credit unions with total assets. */
interface Filer {
  agencyId: number;
  name: string;
  city: string;
  state: string;
  website?: string;
  /** Banks: RCON2170 in thousands; credit unions: ACCT_010 in dollars. */
  assets: number;
}

export const OLDER_QUARTER = '2025-06-30';
export const NEWEST_QUARTER = '2025-09-30';

/** Banks of the newest quarter (the demo banks keep their own names and places). */
export const BANKS: Filer[] = [
  { agencyId: 9000001, name: 'Prairie Gate Bank', city: 'Salina', state: 'KS', assets: 250_000 },
  {
    agencyId: 9000002,
    name: 'Cedar Ridge Bank',
    city: 'Cedar Rapids',
    state: 'IA',
    assets: 80_000,
  },
  { agencyId: 9000004, name: 'Northgate Bank', city: 'Duluth', state: 'MN', assets: 2_000_000 },
  {
    agencyId: 101,
    name: 'Sunflower State Bank',
    city: 'Wichita',
    state: 'KS',
    website: 'sunflower.example',
    assets: 300_000,
  },
  { agencyId: 102, name: 'Alamo Bank', city: 'Austin', state: 'TX', assets: 450_000 },
  { agencyId: 103, name: 'Hudson River Bank', city: 'Albany', state: 'NY', assets: 12_000_000 },
  // Exactly $100M: an asset band includes its minimum.
  { agencyId: 104, name: 'Cascade Bank', city: 'Portland', state: 'OR', assets: 100_000 },
  // A territory: aggregate groups yes, census-region provider groups no.
  { agencyId: 106, name: 'Island Bank', city: 'Hagatna', state: 'GU', assets: 70_000 },
];

/** Filed the older quarter only: closed, in no group of the newest quarter. */
export const CLOSED_BANK: Filer = {
  agencyId: 105,
  name: 'Old Topeka Bank',
  city: 'Topeka',
  state: 'KS',
  assets: 50_000,
};

export const CREDIT_UNIONS: Filer[] = [
  {
    agencyId: 900007,
    name: 'Harbor Light Federal Credit Union',
    city: 'Portland',
    state: 'ME',
    assets: 75_000_000,
  },
  {
    agencyId: 900008,
    name: 'Riverbend Community Credit Union',
    city: 'Dubuque',
    state: 'IA',
    assets: 600_000_000,
  },
  {
    agencyId: 501,
    name: 'Bay State Credit Union',
    city: 'Boston',
    state: 'MA',
    assets: 60_000_000,
  },
  {
    agencyId: 502,
    name: 'Pine Tree Credit Union',
    city: 'Bangor',
    state: 'ME',
    assets: 2_000_000_000,
  },
];

export const bankIid = (agencyId: number) => iidOf('bank', agencyId);
export const cuIid = (agencyId: number) => iidOf('credit union', agencyId);

/** Institutions with no report at all, to fill groups past 100: iids from `first` on. */
export const FILLER_COUNT = 101;
export const BANK_FILLER_FIRST = 7001;
export const CU_FILLER_FIRST = cuIid(7001);

export async function importFilers(
  db: Database,
  institutionType: InstitutionType,
  reportDate: string,
  filers: readonly Filer[],
) {
  const code = institutionType === 'bank' ? 'RCON2170' : 'ACCT_010';
  const batch = tinyBatch(
    institutionType,
    reportDate,
    Object.fromEntries(filers.map((f) => [f.agencyId, { [code]: f.assets }])),
  );
  const byAgencyId = new Map(filers.map((f) => [f.agencyId, f]));
  batch.institutions = batch.institutions.map((institution) => {
    const filer = byAgencyId.get(institution.agencyId) as Filer;
    return {
      ...institution,
      name: filer.name,
      city: filer.city,
      state: filer.state,
      website: filer.website ?? null,
    };
  });
  await importBatch(db, batch, metricsOf(institutionType));
}

/** The whole data set of the group tests. */
export async function loadGroupTestData(db: Database) {
  await importFilers(db, 'bank', OLDER_QUARTER, [...BANKS.slice(0, 2), CLOSED_BANK]);
  await importFilers(db, 'bank', NEWEST_QUARTER, BANKS);
  await importFilers(db, 'credit union', NEWEST_QUARTER, CREDIT_UNIONS);
  const filler = (institutionType: InstitutionType, iid: number, n: number) => ({
    iid,
    agencyId: n,
    institutionType,
    name: `Filler ${institutionType} ${n}`,
    city: 'Topeka',
    state: 'KS',
  });
  await db
    .insert(institutions)
    .values([
      ...Array.from({ length: FILLER_COUNT }, (_, k) =>
        filler('bank', BANK_FILLER_FIRST + k, BANK_FILLER_FIRST + k),
      ),
      ...Array.from({ length: FILLER_COUNT }, (_, k) =>
        filler('credit union', CU_FILLER_FIRST + k, 7001 + k),
      ),
    ]);
}
