import { iidOf } from '@app/core/domain/institution-ids';
import type { ImportedInstitution } from '../call-report';
import { ImportFileError } from '../call-report';
import type { SourceFile } from './file-source';
import { checkCycle, parseCuNumber, withTable, type CycleDate } from './ncua-table';

/** A credit union of FOICU.txt, and its line there (for the import report). */
export interface RosterEntry {
  line: number;
  institution: ImportedInstitution;
}

/** Reads FOICU.txt: the credit unions of the cycle, by charter number. */
export async function readRoster(
  file: SourceFile,
  cycle: CycleDate,
): Promise<Map<number, RosterEntry>> {
  return withTable(file, async (table) => {
    const at = {
      cuNumber: table.require('CU_NUMBER'),
      cycleDate: table.require('CYCLE_DATE'),
      name: table.require('CU_NAME'),
      city: table.require('CITY'),
      state: table.require('STATE'),
      zip: table.require('ZIP_CODE'),
      tomCode: table.require('TOM_CODE'),
      limitedIncome: table.require('LIMITED_INC'),
    };
    const roster = new Map<number, RosterEntry>();
    for await (const { line, fields } of table.rows()) {
      const cuNumber = parseCuNumber(fields[at.cuNumber]!, file.name, line);
      if (roster.has(cuNumber))
        throw new ImportFileError(
          file.name,
          line,
          'CU_NUMBER',
          `credit union ${cuNumber} is listed twice`,
        );
      checkCycle(cycle, fields[at.cycleDate]!, file.name, line);
      const name = fields[at.name]!.trim();
      if (name === '') throw new ImportFileError(file.name, line, 'CU_NAME', 'the name is empty');
      const zip = fields[at.zip]!.trim();
      roster.set(cuNumber, {
        line,
        institution: {
          iid: iidOf('credit union', cuNumber),
          agencyId: cuNumber,
          institutionType: 'credit union',
          name,
          city: fields[at.city]!.trim(),
          state: fields[at.state]!.trim(),
          zip: zip === '' ? null : zip,
          website: null,
          ownershipType: null,
          fdicCert: null,
          tomCode: parseTomCode(fields[at.tomCode]!, file.name, line),
          lowIncome: parseFlag(fields[at.limitedIncome]!, file.name, line),
        },
      });
    }
    if (roster.size === 0)
      throw new ImportFileError(file.name, null, null, 'lists no credit unions');
    return roster;
  });
}

export function parseTomCode(text: string, file: string, line: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed))
    throw new ImportFileError(file, line, 'TOM_CODE', `"${text}" is not a membership type code`);
  return Number(trimmed);
}

export function parseFlag(text: string, file: string, line: number): boolean | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed === '1' || trimmed === '0') return trimmed === '1';
  throw new ImportFileError(file, line, 'LIMITED_INC', `"${text}" is not 0 or 1`);
}
