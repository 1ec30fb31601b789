import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ImportFileError } from '../call-report';

/** One file of a download, by its base name, opened as a byte stream when needed. */
export interface SourceFile {
  /** Base name as published (`FS220A.txt`); folders inside a zip are dropped. */
  readonly name: string;
  open(): Promise<Readable>;
}

/** The files of one download: a folder as unpacked, or the agency's zip as published. */
export interface FileSource {
  /** Base name of the folder or zip, for messages. */
  readonly name: string;
  readonly files: readonly SourceFile[];
  /** The file with this base name, ignoring case (NCUA ships `Foicu.txt` and `FOICU.txt`). */
  find(name: string): SourceFile | undefined;
  /** Releases the zip file handle; a no-op for folders. */
  close(): Promise<void>;
}

/**
 * Opens a folder (its files, not sub-folders) or a .zip file. Zip members are streamed and
 * inflated on demand, never unpacked to disk or held in memory whole.
 */
export async function openFileSource(sourcePath: string): Promise<FileSource> {
  const name = path.basename(sourcePath);
  const info = await stat(sourcePath).catch(() => {
    throw new ImportFileError(name, null, null, 'no such file or folder');
  });
  if (info.isDirectory()) return openFolder(sourcePath);
  if (info.isFile() && /\.zip$/i.test(name)) return openZip(sourcePath);
  throw new ImportFileError(name, null, null, 'expected a folder or a .zip file');
}

function fileSource(name: string, files: SourceFile[], close: () => Promise<void>): FileSource {
  const seen = new Map<string, string>();
  for (const file of files) {
    const key = file.name.toLowerCase();
    const other = seen.get(key);
    // Two members whose names differ only in case (or folder) would make `find` ambiguous.
    if (other !== undefined)
      throw new ImportFileError(name, null, null, `holds both ${other} and ${file.name}`);
    seen.set(key, file.name);
  }
  const sorted = files.toSorted((a, b) => a.name.localeCompare(b.name));
  return {
    name,
    files: sorted,
    find: (wanted) => sorted.find((file) => file.name.toLowerCase() === wanted.toLowerCase()),
    close,
  };
}

async function openFolder(folder: string): Promise<FileSource> {
  const entries = await readdir(folder, { withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry): SourceFile => ({
      name: entry.name,
      open: () => Promise.resolve(createReadStream(path.join(folder, entry.name))),
    }));
  return fileSource(path.basename(folder), files, () => Promise.resolve());
}

async function openZip(zipPath: string): Promise<FileSource> {
  const name = path.basename(zipPath);
  const unreadable = (error: unknown): ImportFileError =>
    new ImportFileError(
      name,
      null,
      null,
      `not a readable zip file (${error instanceof Error ? error.message : String(error)})`,
    );
  let zip: yauzl.ZipFile;
  try {
    // autoClose off: members are opened one after another after the directory is read.
    zip = await yauzl.openPromise(zipPath, { lazyEntries: true, autoClose: false });
  } catch (error) {
    throw unreadable(error);
  }
  const files: SourceFile[] = [];
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      files.push({
        name: path.posix.basename(entry.fileName),
        open: () =>
          zip.openReadStreamPromise(entry).catch((error: unknown) => {
            throw unreadable(error);
          }),
      });
    }
  } catch (error) {
    zip.close();
    throw unreadable(error);
  }
  try {
    return fileSource(name, files, () => {
      zip.close();
      return Promise.resolve();
    });
  } catch (error) {
    zip.close();
    throw error;
  }
}
