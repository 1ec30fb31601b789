import type { InstitutionType } from '@app/core/domain/products';

/**
 * Fictional institutions of the demo accounts (seed/demo-seed.ts), part of the synthetic world
 * (roster.ts gives them their business). Bank ids sit above 9,000,000, clear of the RSSD
 * ids of active banks; the credit unions' charter numbers above 900,000, clear of NCUA's.
 */
export const demoInstitutions = [
  { type: 'bank', agencyId: 9000001, name: 'Prairie Gate Bank', city: 'Salina', state: 'KS' },
  { type: 'bank', agencyId: 9000002, name: 'Cedar Ridge Bank', city: 'Cedar Rapids', state: 'IA' },
  { type: 'bank', agencyId: 9000003, name: 'Blue Mesa Bank', city: 'Grand Junction', state: 'CO' },
  { type: 'bank', agencyId: 9000004, name: 'Northgate Bank', city: 'Duluth', state: 'MN' },
  { type: 'bank', agencyId: 9000005, name: 'Northgate Savings Bank', city: 'Fargo', state: 'ND' },
  { type: 'bank', agencyId: 9000006, name: 'Summit State Bank', city: 'Bozeman', state: 'MT' },
  {
    type: 'credit union',
    agencyId: 900007,
    name: 'Harbor Light Federal Credit Union',
    city: 'Portland',
    state: 'ME',
  },
  {
    type: 'credit union',
    agencyId: 900008,
    name: 'Riverbend Community Credit Union',
    city: 'Dubuque',
    state: 'IA',
  },
] as const satisfies readonly {
  type: InstitutionType;
  agencyId: number;
  name: string;
  city: string;
  state: string;
}[];
