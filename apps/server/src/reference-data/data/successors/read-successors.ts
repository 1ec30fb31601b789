import { createReadStream } from 'node:fs';
import path from 'node:path';
import { SUCCESSION_EVENTS, type SuccessionEvent } from '@app/core/api/institutions';
import { iidOf } from '@app/core/domain/institution-ids';
import { INSTITUTION_TYPES, type InstitutionType } from '@app/core/domain/products';
import { ImportFileError } from '../call-report';
import { withDelimitedTable } from '../importers/delimited-table';
import { parseIsoDate } from '../importers/parse-date';

/** One row of a lineage file: what became of one institution. */
export interface Succession {
  iid: number;
  event: SuccessionEvent;
  successorIid: number | null;
  successorName: string;
  effectiveDate: string;
}

/** The columns of a lineage file, by name (any order, any case; others are ignored). */
export const SUCCESSOR_COLUMNS = [
  'type',
  'id',
  'event',
  'successor_type',
  'successor_id',
  'successor_name',
  'effective_date',
] as const;

const ID = /^\d{1,9}$/;

/**
 * Reads an operator's lineage file (docs/data.md, "Successors"): a CSV with a header naming
 * SUCCESSOR_COLUMNS, one row per institution that merged into another or converted its charter.
 * Ids are the agencies' own numbers: RSSD id for a bank, charter number for a credit union.
 * The first bad cell refuses the whole file, naming its line and column.
 */
export async function readSuccessors(filePath: string): Promise<Succession[]> {
  const file = path.basename(filePath);
  const options = { delimiter: ',', requireFinalNewline: false } as const;
  return withDelimitedTable(createReadStream(filePath), file, options, async (table) => {
    const at = Object.fromEntries(SUCCESSOR_COLUMNS.map((c) => [c, table.require(c)])) as Record<
      (typeof SUCCESSOR_COLUMNS)[number],
      number
    >;
    const rows: Succession[] = [];
    const seen = new Map<number, number>();
    for await (const { line, fields } of table.rows()) {
      const cell = (column: keyof typeof at) => (fields[at[column]] ?? '').trim();
      const refuse = (column: string, problem: string): never => {
        throw new ImportFileError(file, line, column, problem);
      };
      const typeOf = (column: 'type' | 'successor_type'): InstitutionType => {
        const text = cell(column).toLowerCase();
        return (INSTITUTION_TYPES as readonly string[]).includes(text)
          ? (text as InstitutionType)
          : refuse(column, `"${cell(column)}" is not bank or credit union`);
      };
      const idOf = (column: 'id' | 'successor_id') =>
        ID.test(cell(column))
          ? Number(cell(column))
          : refuse(column, `"${cell(column)}" is not an RSSD id or charter number`);

      const iid = iidOf(typeOf('type'), idOf('id'));
      const event = cell('event').toLowerCase();
      if (!(SUCCESSION_EVENTS as readonly string[]).includes(event))
        refuse('event', `"${cell('event')}" is not merger or conversion`);
      const successorType = typeOf('successor_type');
      // The switcher says "Now a bank: X": the conversions it knows are credit unions to banks.
      if (event === 'conversion' && successorType !== 'bank')
        refuse('successor_type', 'a conversion names the bank the institution became');
      const successorIid =
        cell('successor_id') === '' ? null : iidOf(successorType, idOf('successor_id'));
      if (successorIid === iid) refuse('successor_id', 'an institution cannot succeed itself');
      const successorName = cell('successor_name');
      if (successorName === '') refuse('successor_name', 'the successor needs a name');
      const effectiveDate =
        parseIsoDate(cell('effective_date')) ??
        refuse('effective_date', `"${cell('effective_date')}" is not a YYYY-MM-DD date`);
      const earlier = seen.get(iid);
      if (earlier !== undefined) refuse('id', `listed twice (first on line ${earlier})`);
      seen.set(iid, line);
      rows.push({
        iid,
        event: event as SuccessionEvent,
        successorIid,
        successorName,
        effectiveDate,
      });
    }
    return rows;
  });
}
