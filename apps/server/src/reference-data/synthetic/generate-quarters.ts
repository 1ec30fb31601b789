import path from 'node:path';
import { addQuarters } from '@app/core/domain/quarters';
import type { InstitutionType } from '@app/core/domain/products';
import type { ImportBatch } from '../data/call-report';
import { BankModel } from './bank-model';
import { CreditUnionModel } from './credit-union-model';
import { mmddyyyy, writeFfiecFiles, type BankFiling } from './ffiec-files';
import type { TextFileWriter } from './file-writer';
import { CodeTable } from './item-sheet';
import { writeNcuaFiles, type CreditUnionFiling } from './ncua-files';
import { FIRST_REPORT_DATE, QUARTER_COUNT } from './parameters';
import { quarterContext } from './quarter-context';
import type { RatePath } from './rate-path';
import { buildRoster } from './roster';

export interface GeneratorOptions {
  seed: number;
  /** Institutions besides the demo institutions. */
  banks: number;
  creditUnions: number;
  ratePath: RatePath;
  /** Fewer quarters than the full 80, from the first report date (tests). */
  quarterCount?: number;
  /** Only these institution types (a pipeline per type); both by default. */
  types?: readonly InstitutionType[];
}

/** One quarter of the synthetic dataset: the filings of every institution that files. */
export interface SyntheticQuarter {
  index: number;
  reportDate: string;
  banks: BankFiling[];
  creditUnions: CreditUnionFiling[];
}

/**
 * The pure part of the generator: the quarters in date order, each computed from the
 * previous state of every institution. Nothing touches the disk or the database; memory holds
 * the institutions' state and one quarter's filings.
 */
export function* generateQuarterBatches(options: GeneratorOptions): Generator<SyntheticQuarter> {
  const roster = buildRoster(options.seed, options.banks, options.creditUnions);
  const types = options.types ?? ['bank', 'credit union'];
  const bankCodes = new CodeTable();
  const creditUnionCodes = new CodeTable();
  const banks = types.includes('bank')
    ? roster.banks.map((profile) => new BankModel(bankCodes, profile, options.seed))
    : [];
  const creditUnions = types.includes('credit union')
    ? roster.creditUnions.map(
        (profile) => new CreditUnionModel(creditUnionCodes, profile, options.seed),
      )
    : [];
  const count = Math.min(options.quarterCount ?? QUARTER_COUNT, QUARTER_COUNT);
  for (let index = 0; index < count; index++) {
    const reportDate = addQuarters(FIRST_REPORT_DATE, index);
    const context = quarterContext(options.ratePath, reportDate, index);
    const bankFilings: BankFiling[] = [];
    for (const model of banks) {
      const items = model.step(context);
      if (items)
        bankFilings.push({ profile: model.profile, filingType: model.filingType(context), items });
    }
    const creditUnionFilings: CreditUnionFiling[] = [];
    for (const model of creditUnions) {
      const items = model.step(context);
      if (items) creditUnionFilings.push({ profile: model.profile, items });
    }
    yield { index, reportDate, banks: bankFilings, creditUnions: creditUnionFilings };
  }
}

/** The quarter's banks as an importer batch (what readFfiecCallReport gives, plus ownership). */
export function bankBatch(quarter: SyntheticQuarter): ImportBatch {
  const filings = [...quarter.banks].sort((a, b) => a.profile.agencyId - b.profile.agencyId);
  return {
    source: 'ffiec',
    reportDate: quarter.reportDate,
    institutions: filings.map(({ profile }) => ({
      iid: profile.iid,
      agencyId: profile.agencyId,
      institutionType: 'bank',
      name: profile.name,
      city: profile.city,
      state: profile.state,
      zip: profile.zip,
      website: null,
      ownershipType: profile.ownershipType,
      fdicCert: profile.fdicCert,
      tomCode: null,
      lowIncome: null,
    })),
    reports: filings.map(({ profile, items }) => ({
      iid: profile.iid,
      reportDate: quarter.reportDate,
      items: items.toRecord(),
    })),
  };
}

/** The quarter's credit unions as an importer batch (what readNcuaCallReport gives). */
export function creditUnionBatch(quarter: SyntheticQuarter): ImportBatch {
  const filings = [...quarter.creditUnions].sort((a, b) => a.profile.agencyId - b.profile.agencyId);
  return {
    source: 'ncua',
    reportDate: quarter.reportDate,
    institutions: filings.map(({ profile }) => ({
      iid: profile.iid,
      agencyId: profile.agencyId,
      institutionType: 'credit union',
      name: profile.name,
      city: profile.city,
      state: profile.state,
      zip: profile.zip,
      website: profile.website,
      ownershipType: null,
      fdicCert: null,
      tomCode: profile.tomCode,
      lowIncome: profile.lowIncome,
    })),
    reports: filings.map(({ profile, items }) => ({
      iid: profile.iid,
      reportDate: quarter.reportDate,
      items: items.toRecord(),
    })),
  };
}

/**
 * Writes the quarter's agency files under `folder`: the FFIEC bulk files in a folder named
 * like the CDR zip and the NCUA files in a folder named after the cycle.
 */
export async function writeQuarterFiles(
  quarter: SyntheticQuarter,
  folder: string,
): Promise<{ ffiec: string; ncua: string }> {
  return {
    ffiec: await writeAgencyFiles(quarter, 'bank', folder),
    ncua: await writeAgencyFiles(quarter, 'credit union', folder),
  };
}

/** One agency's files of the quarter (FFIEC for banks, NCUA for credit unions); their folder. */
export async function writeAgencyFiles(
  quarter: SyntheticQuarter,
  type: InstitutionType,
  folder: string,
  write?: TextFileWriter,
): Promise<string> {
  if (type === 'bank') {
    const ffiec = path.join(
      folder,
      `FFIEC CDR Call Bulk All Schedules ${mmddyyyy(quarter.reportDate)}`,
    );
    await writeFfiecFiles(quarter.reportDate, quarter.banks, ffiec, write);
    return ffiec;
  }
  const ncua = path.join(folder, `call-report-data-${quarter.reportDate.slice(0, 7)}`);
  await writeNcuaFiles(quarter.reportDate, quarter.creditUnions, ncua, write);
  return ncua;
}
