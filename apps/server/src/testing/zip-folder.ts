import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';

/**
 * Zips every file of `folder` (deflated, no sub-folders) into `zipFile`, as the agencies
 * publish their quarters: how the history bench and the sync tests make an agency's site from
 * a folder of call-report files. fflate writes the zip; the importer's yauzl reads it back.
 */
export function zipFolder(folder: string, zipFile: string): void {
  const names = readdirSync(folder).filter((f) => statSync(path.join(folder, f)).isFile());
  const entries = Object.fromEntries(
    names.sort().map((name) => [name, readFileSync(path.join(folder, name))] as const),
  );
  writeFileSync(zipFile, zipSync(entries));
}
