import type { ImportSource } from '@app/core/api/admin/data';
import { rateCatalogue } from '../rates/rate-catalogue';

/**
 * Where each agency publishes its files, as configuration: a URL pattern per source whose
 * placeholders a quarter fills. The defaults are the agencies' public addresses (docs/data.md
 * says when each was checked); an installation overrides one with an environment variable, and
 * `--from` replaces them all with a mirror laid out with the agencies' file names.
 *
 * Placeholders: {YYYY} {MM} {DD} (the quarter's end date), {SERIES} (a FRED series id), and
 * {FILE} (the file name as the agency publishes it).
 */
export interface SyncSource {
  source: ImportSource;
  /** "NCUA call reports", for reports. */
  title: string;
  /** Quarterly files (one per report date), or one set of series (the rates). */
  kind: 'quarterly' | 'series';
  /** The agency's file name for a quarter (or a series), as a mirror holds it. */
  fileName(period: string): string;
  /** The URL pattern, or null when the agency offers no address to fetch (FFIEC's form). */
  urlPattern: string | null;
  /** The environment variable that overrides urlPattern. */
  variable: string;
}

const parts = (reportDate: string) => {
  const [YYYY = '', MM = '', DD = ''] = reportDate.split('-');
  return { YYYY, MM, DD };
};

const definitions: readonly SyncSource[] = [
  {
    source: 'ffiec',
    title: 'FFIEC call reports',
    kind: 'quarterly',
    fileName: (d) => {
      const { YYYY, MM, DD } = parts(d);
      return `FFIEC CDR Call Bulk All Schedules ${MM}${DD}${YYYY}.zip`;
    },
    // The CDR bulk download page is a form (no stable link): the operator fills a folder or
    // a URL of their own with the files it hands out.
    urlPattern: null,
    variable: 'SYNC_FFIEC_URL',
  },
  {
    source: 'fdic',
    title: 'FDIC SDI reports',
    kind: 'quarterly',
    fileName: (d) => `All_Reports_${d.replaceAll('-', '')}.zip`,
    urlPattern: 'https://www7.fdic.gov/sdi/Resource/AllReps/{FILE}',
    variable: 'SYNC_FDIC_URL',
  },
  {
    source: 'ncua',
    title: 'NCUA call reports',
    kind: 'quarterly',
    fileName: (d) => {
      const { YYYY, MM } = parts(d);
      return `call-report-data-${YYYY}-${MM}.zip`;
    },
    urlPattern: 'https://www.ncua.gov/files/publications/analysis/{FILE}',
    variable: 'SYNC_NCUA_URL',
  },
  {
    source: 'rates',
    title: 'FRED rates',
    kind: 'series',
    fileName: (series) => `${series}.csv`,
    urlPattern: 'https://fred.stlouisfed.org/graph/fredgraph.csv?id={SERIES}',
    variable: 'SYNC_FRED_URL',
  },
];

export const syncSourceNames = ['ffiec', 'fdic', 'ncua', 'rates'] as const;

export const isSyncSourceName = (name: string): name is ImportSource =>
  (syncSourceNames as readonly string[]).includes(name);

/** The FRED series the sync fetches: every one the rate catalogue names. */
export const rateSeries = (): string[] => rateCatalogue.map((r) => r.seriesId);

/** The sources' definitions, with the environment's overrides applied. */
export function sourceDefinitions(env: NodeJS.ProcessEnv = process.env): SyncSource[] {
  return definitions.map((d) => ({ ...d, urlPattern: env[d.variable] || d.urlPattern }));
}

/**
 * Where to fetch one file: the mirror (a folder path or a base URL, with the agency's file
 * name appended), else the source's pattern filled in; null when there is neither.
 */
export function fileLocation(source: SyncSource, period: string, from?: string): string | null {
  const file = source.fileName(period);
  if (from) {
    if (!/^https?:\/\//i.test(from)) return `${from.replace(/[\\/]+$/, '')}/${file}`;
    return new URL(encodeURIComponent(file), from.endsWith('/') ? from : `${from}/`).href;
  }
  if (!source.urlPattern) return null;
  const { YYYY, MM, DD } = source.kind === 'quarterly' ? parts(period) : parts('');
  return source.urlPattern
    .replaceAll('{FILE}', encodeURIComponent(file))
    .replaceAll('{SERIES}', encodeURIComponent(period))
    .replaceAll('{YYYY}', YYYY)
    .replaceAll('{MM}', MM)
    .replaceAll('{DD}', DD);
}
