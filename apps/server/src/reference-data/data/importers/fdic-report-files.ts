import type { MissingSchedule } from '../call-report';
import { ImportFileError } from '../call-report';
import type { FileSource, SourceFile } from './file-source';
import { isQuarterEnd, parseYyyymmdd } from './parse-date';
import { PUBLISHED_RATIOS, RATIO_REPORT } from './fdic-published-ratios';

export const REPORT_FILE = /^All_Reports_(\d{8})_(.+)\.csv$/i;

const MAIN_REPORT = 'Assets and Liabilities';

export interface ReportFile {
  file: SourceFile;
  date: string;
  report: string;
}

/**
 * The All_Reports files of the download, all of one quarter-end date (in their names), and
 * the Assets and Liabilities file among them; refused when there is none of either.
 */
export function reportFiles(source: FileSource): {
  files: ReportFile[];
  reportDate: string;
  main: ReportFile;
} {
  const files: ReportFile[] = [];
  for (const file of source.files) {
    const match = REPORT_FILE.exec(file.name);
    if (match === null) continue;
    const date = parseYyyymmdd(match[1]!);
    if (date === null || !isQuarterEnd(date))
      throw new ImportFileError(
        file.name,
        null,
        null,
        `${match[1]!} in the name is not a quarter end`,
      );
    if (files.length > 0 && date !== files[0]!.date)
      throw new ImportFileError(
        file.name,
        null,
        null,
        `the date in the name differs from that of ${files[0]!.file.name}`,
      );
    files.push({ file, date, report: match[2]! });
  }
  if (files.length === 0)
    throw new ImportFileError(source.name, null, null, 'holds no All_Reports_YYYYMMDD_*.csv files');
  const reportDate = files[0]!.date;
  const main = files.find((file) => file.report.toLowerCase() === MAIN_REPORT.toLowerCase());
  if (main === undefined)
    throw new ImportFileError(
      `All_Reports_${reportDate.replaceAll('-', '')}_${MAIN_REPORT}.csv`,
      null,
      null,
      `required file is missing from ${source.name}`,
    );
  return { files, reportDate, main };
}

/**
 * SDI reports of the full download whose figures the bank catalogue needs and that no other
 * report gives, with the codes they stand for: listed in the import report when the download
 * lacks them, and those codes then read "not reported" for every bank. The variables of the
 * first three are not mapped to items yet (a download that has them still leaves their metrics
 * blank; see docs/data.md); those of Total Interest Income (ilndom, ils) and of the ratio report
 * (fdic-published-ratios.ts) are.
 */
export const NEEDED_REPORTS: readonly MissingSchedule[] = [
  {
    schedule: 'Past Due and Nonaccrual Assets',
    // RC-N: the totals, then per loan type 30-89 days, 90+ days, nonaccrual.
    items: [
      ...['1406', '1407', '1403'],
      ...['3493', '3494', '3495', '1594', '1597', '1583'],
      ...['1606', '1607', '1608'],
      ...['F172', 'F173', 'F174', 'F175', 'F176', 'F177'],
      ...['B575', 'B576', 'B577', 'K213', 'K214', 'K215', 'K216', 'K217', 'K218'],
      ...['F178', 'F179', 'F180', 'F181', 'F182', 'F183'],
      ...['F166', 'F167', 'F168', 'F169', 'F170', 'F171'],
      ...['3499', '3500', '3501'],
      ...['5398', '5399', '5400', 'C236', 'C237', 'C238', 'C239', 'C229', 'C230'],
      ...['5459', '5460', '5461', 'B834', 'B835', 'B836'],
    ].map((item) => `RCON${item}`),
  },
  { schedule: 'Loan Charge-Offs and Recoveries', items: ['RIAD4635', 'RIAD4605'] },
  { schedule: 'Securities', items: ['RCON1754', 'RCON1773', 'RCON1771', 'RCON0416'] },
  // Interest and fee income on loans (domestic offices) and income from leases: the loan yield.
  { schedule: 'Total Interest Income', items: ['RIAD4010', 'RIAD4065'] },
  { schedule: RATIO_REPORT, items: [...PUBLISHED_RATIOS.values()] },
];

export function missingReports(
  files: readonly ReportFile[],
  reportDate: string,
): MissingSchedule[] {
  const present = new Set(files.map((file) => file.report.toLowerCase()));
  const stamp = reportDate.replaceAll('-', '');
  return NEEDED_REPORTS.filter((report) => !present.has(report.schedule.toLowerCase())).map(
    (report) => ({ ...report, schedule: `All_Reports_${stamp}_${report.schedule}.csv` }),
  );
}
