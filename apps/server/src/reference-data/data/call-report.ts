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
  /**
   * Codes whose cell this institution's row holds but withheld: `CONF` (confidential) or `NR`
   * (not reported). Absent from `items`, and unknown rather than blank: a formula that needs one
   * is null "not reported in the source files", never computed with a 0 in its place.
   */
  withheld?: string[];
}

/** A row an importer read and did not store, with why: the import report lists each one. */
export interface SkippedRow {
  file: string;
  /** Line in the file (1 = the header), or null for a row that is missing altogether. */
  line: number | null;
  /** The row's key as the agency writes it, e.g. `CU_NUMBER 5536` or `cert 4829`. */
  key: string;
  /** Why, in words: `no fed_rssd`, `listed twice`, `ACCT_010: "x" is not a number` … */
  reason: string;
}

/** A schedule of the agency's form whose file the download lacks. */
export interface MissingSchedule {
  /** As the agency names it: `FS220N`. */
  schedule: string;
  /** The live accounts it holds (AcctDesc.txt for NCUA), upper-cased; they read "not reported". */
  items: string[];
}

/**
 * What an importer read, for the import report (data/import-report.ts): every file with its
 * row count, the rows not stored and why, and the schedules the download lacks. An importer
 * that drops a row records it here rather than dropping it silently.
 */
export interface SourceReading {
  /** The files read, each with its data rows (header and description rows not counted). */
  files: { name: string; rows: number }[];
  /** Files of the download that no part of the import reads (Readme, trade names …). */
  ignoredFiles: string[];
  skipped: SkippedRow[];
  missingSchedules: MissingSchedule[];
  /** A required file that is absent: the import is refused (the CLI exits non-zero). */
  missingRequired?: string[];
}

/** What one importer run read: one quarter of one agency's data. */
export interface ImportBatch {
  source: 'ffiec' | 'ncua' | 'fdic';
  reportDate: string;
  institutions: ImportedInstitution[];
  reports: CallReport[];
  /**
   * Item codes that the agency's form has but that no file read carries (the accounts of a
   * schedule left out of the download). For every institution they are unknown, not blank:
   * see `unavailableItems` in compute-metrics.ts. Empty or absent when the source is complete
   * or does not say what it lacks.
   */
  unavailableItems?: string[];
  /** What was read, for the import report; absent for generated data. */
  reading?: SourceReading;
}

/**
 * A file the importers refuse, with the place of the first problem, and what had been read by
 * then when the importer can say (a required file missing: the files that are there).
 */
export class ImportFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly field: string | null,
    problem: string,
    readonly reading?: SourceReading,
  ) {
    super(
      `${file}${line === null ? '' : `, line ${line}`}${field === null ? '' : `, field ${field}`}: ${problem}`,
    );
  }
}
