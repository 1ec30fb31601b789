import { iidOf } from '@app/core/domain/institution-ids';
import type { ImportedInstitution, OwnershipType } from '../call-report';
import { ImportFileError } from '../call-report';
import type { DelimitedTable } from './delimited-table';

/** The website column: `webaddr` in Assets and Liabilities, `inst.webaddr` in the others. */
export function websiteColumn(table: DelimitedTable): number {
  const plain = table.indexOf('webaddr');
  return plain === -1 ? table.indexOf('inst.webaddr') : plain;
}

/** A positive id; null when blank or 0 (SDI writes 0 for "none"). */
export function parseId(text: string, file: string, line: number, field: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || /^0+$/.test(trimmed)) return null;
  if (!/^\d+$/.test(trimmed))
    throw new ImportFileError(file, line, field, `"${text}" is not an id`);
  return Number(trimmed);
}

/** Where the identity columns of an SDI file are (-1: absent). */
export interface IdentityColumns {
  name: number;
  city: number;
  state: number;
  zip: number;
  website: number;
  bankClass: number;
  mutual: number;
  subchapterS: number;
}

/** The bank of an SDI row, from its identity columns. */
export function institution(
  fields: readonly string[],
  at: IdentityColumns,
  cert: number,
  rssd: number,
  file: string,
  line: number,
): ImportedInstitution {
  const name = fields[at.name]!.trim();
  if (name === '') throw new ImportFileError(file, line, 'name', 'the name is empty');
  const zip = fields[at.zip]!.trim();
  const website = at.website === -1 ? '' : fields[at.website]!.trim();
  return {
    iid: iidOf('bank', rssd),
    agencyId: rssd,
    institutionType: 'bank',
    name,
    city: fields[at.city]!.trim(),
    state: fields[at.state]!.trim(),
    zip: zip === '' ? null : /^\d{3,4}$/.test(zip) ? zip.padStart(5, '0') : zip,
    website: website === '' ? null : website,
    ownershipType: ownershipType(fields, at, file, line),
    fdicCert: cert,
    tomCode: null,
    lowIncome: null,
  };
}

/** The ownership rule of the comment at the top of read-fdic.ts. */
export function ownershipType(
  fields: readonly string[],
  at: IdentityColumns,
  file: string,
  line: number,
): OwnershipType | null {
  if (at.mutual === -1 || at.subchapterS === -1) return null;
  if (at.bankClass !== -1 && fields[at.bankClass]!.trim().toUpperCase() === 'OI') return null;
  const mutual = fields[at.mutual]!.trim().toLowerCase();
  if (mutual === 'non-stock' || mutual === '1') return 'Mutual';
  if (mutual !== 'stock' && mutual !== '0')
    throw new ImportFileError(
      file,
      line,
      'mutual',
      `"${fields[at.mutual]!}" is not Stock or Non-Stock`,
    );
  const subchapterS = fields[at.subchapterS]!.trim();
  if (subchapterS === '1') return 'SubS';
  if (subchapterS !== '0' && subchapterS !== '')
    throw new ImportFileError(file, line, 'subchaps', `"${subchapterS}" is not 0 or 1`);
  return 'Stock';
}
