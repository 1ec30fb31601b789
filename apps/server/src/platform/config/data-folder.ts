import { accessSync, constants, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeFileSystemError } from './file-system-errors';

/** What to do about a data folder that cannot be used, whatever the reason. */
export const DATA_FOLDER_ADVICE =
  'Make it writable, free space on its disk, or set DATA_DIR to another folder.';

/**
 * Makes sure the data folder exists and takes a file, before anything is started in it: the
 * embedded database and the session secret would otherwise fail later, deep in their own
 * code, with a stack trace instead of a sentence. A probe file is written and removed, since
 * permission bits alone do not tell (root writes anywhere; a read-only mount ignores them).
 * Answers the problem in one line, or undefined when the folder can be used.
 */
export function dataFolderProblem(dataDir: string): string | undefined {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
    return undefined;
  } catch (caught) {
    const error =
      (caught as { code?: unknown }).code === 'ENOENT'
        ? (ancestorProblem(dataDir) ?? caught)
        : caught;
    const reason =
      describeFileSystemError(error) ?? (error instanceof Error ? error.message : String(error));
    return `Cannot use the data folder ${dataDir}: ${reason}. ${DATA_FOLDER_ADVICE}`;
  }
}

/**
 * A recursive mkdir on a read-only file system answers ENOENT for the folder it could not
 * make; the nearest folder that exists tells the real reason.
 */
function ancestorProblem(dataDir: string): unknown {
  let dir = path.dirname(dataDir);
  while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  try {
    accessSync(dir, constants.W_OK);
    return undefined;
  } catch (error) {
    return error;
  }
}
