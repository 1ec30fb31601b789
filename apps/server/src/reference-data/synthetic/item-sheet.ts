/**
 * A filing's items, compact: the codes of one institution type numbered once per run (a code
 * table), each filing a sparse array of values by code number. Building a plain object with
 * 250 keys per filing cost more than the whole model (dictionary-mode objects, garbage); the
 * files are written from the arrays, and a record is built only when a batch is asked for.
 */
export class CodeTable {
  readonly codes: string[] = [];
  private readonly slots = new Map<string, number>();

  slot(code: string): number {
    let slot = this.slots.get(code);
    if (slot === undefined) {
      slot = this.codes.length;
      this.codes.push(code);
      this.slots.set(code, slot);
    }
    return slot;
  }

  find(code: string): number | undefined {
    return this.slots.get(code);
  }
}

export class ItemSheet {
  /** Values by code number; a hole is an item not filed. */
  readonly values: (number | undefined)[] = [];

  constructor(readonly table: CodeTable) {}

  set(code: string, value: number) {
    this.values[this.table.slot(code)] = value;
  }

  get(code: string): number | undefined {
    const slot = this.table.find(code);
    return slot === undefined ? undefined : this.values[slot];
  }

  /** The items as the importers give them: code → value, filed items only. */
  toRecord(): Record<string, number> {
    const record: Record<string, number> = {};
    const { codes } = this.table;
    this.values.forEach((value, slot) => {
      if (value !== undefined) record[codes[slot]!] = value;
    });
    return record;
  }
}
