import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describeFileSystemError } from './file-system-errors';

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
  } catch (error) {
    const reason =
      describeFileSystemError(error) ?? (error instanceof Error ? error.message : String(error));
    return `Cannot use the data folder ${dataDir}: ${reason}`;
  }
}
