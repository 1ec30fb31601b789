import { addQuarters, parseQuarterEnd } from '@app/core/domain/quarters';
import type { InstitutionType } from '@app/core/domain/products';
import type { ReportHistory } from '../catalogue/metric-definition';

type Items = Record<string, number>;

/** One quarter of one institution type as stored: the reports and what their source lacked. */
export interface StoredQuarter {
  reports: Map<number, Items>;
  /** Codes no file of the quarter carried (source_gaps): unknown for every institution. */
  unavailable: ReadonlySet<string>;
  /** Per institution, the codes its row withheld (CONF, NR). */
  withheld: ReadonlyMap<number, ReadonlySet<string>>;
}

const NOTHING: ReadonlySet<string> = new Set();

/**
 * One report's items held compactly: the codes as numbers of the window's dictionary, ascending,
 * beside their amounts. Thirteen quarters of parsed objects of a few hundred keys each take
 * about a gigabyte for 4,400 credit unions; these arrays take a tenth of it (issue 25).
 */
class CompactItems {
  private constructor(
    private readonly ids: Int32Array,
    private readonly amounts: Float64Array,
  ) {}

  static of(items: Items, dictionary: Map<string, number>): CompactItems {
    const pairs = Object.entries(items).map(([code, amount]) => {
      let id = dictionary.get(code);
      if (id === undefined) {
        id = dictionary.size;
        dictionary.set(code, id);
      }
      return [id, amount] as const;
    });
    pairs.sort((a, b) => a[0] - b[0]);
    return new CompactItems(
      Int32Array.from(pairs, (p) => p[0]),
      Float64Array.from(pairs, (p) => p[1]),
    );
  }

  get(id: number | undefined): number | undefined {
    if (id === undefined) return undefined;
    let low = 0;
    let high = this.ids.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const at = this.ids[middle]!;
      if (at === id) return this.amounts[middle];
      if (at < id) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }
}

/** A quarter as the window holds it: the reports compacted. */
interface HeldQuarter {
  reports: Map<number, CompactItems>;
  unavailable: ReadonlySet<string>;
  withheld: ReadonlyMap<number, ReadonlySet<string>>;
}

/**
 * The raw reports of one institution type over the quarters a formula may look back on
 * (growth over three years needs 12), held per quarter so that sliding to the next quarter
 * drops the oldest one.
 */
export class ReportWindow {
  private readonly quarters = new Map<string, HeldQuarter>();
  /** Item code → its number in the compact reports, shared by every quarter held. */
  private readonly dictionary = new Map<string, number>();

  constructor(
    readonly institutionType: InstitutionType,
    readonly depth: number,
  ) {}

  add(reportDate: string, quarter: StoredQuarter | Map<number, Items>) {
    const stored: StoredQuarter =
      quarter instanceof Map
        ? { reports: quarter, unavailable: NOTHING, withheld: new Map() }
        : quarter;
    const reports = new Map<number, CompactItems>();
    for (const [iid, items] of stored.reports)
      reports.set(iid, CompactItems.of(items, this.dictionary));
    this.quarters.set(reportDate, { ...stored, reports });
  }

  /** Forgets quarters no formula of `reportDate` can reach. */
  trim(reportDate: string) {
    const oldest = addQuarters(reportDate, -this.depth);
    for (const date of this.quarters.keys()) if (date < oldest) this.quarters.delete(date);
  }

  has(reportDate: string) {
    return this.quarters.has(reportDate);
  }

  iidsAt(reportDate: string): number[] {
    return [...(this.quarters.get(reportDate)?.reports.keys() ?? [])];
  }

  historyOf(iid: number, reportDate: string): ProbedHistory {
    const { quarter } = parseQuarterEnd(reportDate);
    const lookBack: QuarterOf[] = [];
    for (let back = 0; back <= this.depth; back++) {
      const stored = this.quarters.get(addQuarters(reportDate, -back));
      lookBack.push({
        items: stored?.reports.get(iid),
        unavailable: stored?.unavailable ?? NOTHING,
        withheld: stored?.withheld.get(iid) ?? NOTHING,
      });
    }
    return new ProbedHistory(this.institutionType, reportDate, quarter, lookBack, this.dictionary);
  }
}

interface QuarterOf {
  items: CompactItems | undefined;
  unavailable: ReadonlySet<string>;
  withheld: ReadonlySet<string>;
}

/**
 * A ReportHistory that knows which absent items are unknown (not in the source files, or
 * withheld) rather than blank, notes whether a formula read one, and can read them as a probe
 * value instead of null: compute-metrics.ts runs a formula that touched an unknown item a
 * second time that way, and a result that changes depended on what the source does not say.
 */
export class ProbedHistory implements ReportHistory {
  /** What an unknown item reads as: null (as a blank), or the probe value. */
  unknownAs: number | null = null;
  /** Whether a formula read an unknown item since the last reset. */
  touchedUnknown = false;

  constructor(
    readonly institutionType: InstitutionType,
    readonly reportDate: string,
    readonly quarter: 1 | 2 | 3 | 4,
    private readonly lookBack: readonly QuarterOf[],
    private readonly dictionary: ReadonlyMap<string, number>,
  ) {}

  reset(unknownAs: number | null) {
    this.unknownAs = unknownAs;
    this.touchedUnknown = false;
  }

  item(code: string, back = 0): number | null {
    const quarter = this.lookBack[back];
    const value = quarter?.items?.get(this.dictionary.get(code));
    if (value !== undefined) return value;
    // A quarter this institution did not file stays plain null: no history, not a gap.
    if (quarter?.items === undefined) return null;
    if (quarter.unavailable.has(code) || quarter.withheld.has(code)) {
      this.touchedUnknown = true;
      return this.unknownAs;
    }
    return null;
  }
}
