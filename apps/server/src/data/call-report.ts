import type { InstitutionType } from '@app/core/domain/products';

/** Ownership types of banks (spec 2 section 3). */
export type OwnershipType = 'Industrial' | 'Mutual' | 'Non-Traditional' | 'Stock' | 'SubS';

/** An institution as an importer read it from an agency's roster file. */
export interface ImportedInstitution {
  /** Our id: see packages/core/src/domain/institution-ids.ts. */
  iid: number;
  /** RSSD id (banks) or NCUA charter number (credit unions). */
  agencyId: number;
  institutionType: InstitutionType;
  name: string;
  city: string;
  state: string;
  zip: string | null;
  website: string | null;
  /** Banks only. */
  ownershipType: OwnershipType | null;
  fdicCert: number | null;
  /** Credit unions only: type of membership code (FOICU TOM_CODE) and low-income designation. */
  tomCode: number | null;
  lowIncome: boolean | null;
}

/**
 * One institution's call report for one quarter, in the agency's own codes, upper-cased
 * (MDRM codes such as RCON2170 for banks, NCUA account codes such as ACCT_010 for credit
 * unions). Amounts exactly as published: thousands of dollars for banks, whole dollars for
 * credit unions; income items year-to-date. Blank, NR and CONF cells are absent, not zero.
 */
export interface CallReport {
  iid: number;
  /** Quarter-end date, YYYY-MM-DD. */
  reportDate: string;
  items: Record<string, number>;
}

/** What one importer run read: one quarter of one agency's data. */
export interface ImportBatch {
  source: 'ffiec' | 'ncua' | 'fdic';
  reportDate: string;
  institutions: ImportedInstitution[];
  reports: CallReport[];
}

/** A file the importers refuse, with the place of the first problem. */
export class ImportFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly field: string | null,
    problem: string,
  ) {
    super(
      `${file}${line === null ? '' : `, line ${line}`}${field === null ? '' : `, field ${field}`}: ${problem}`,
    );
  }
}
