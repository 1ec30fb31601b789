import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './paths';
import { DATA_FOLDER_ADVICE, dataFolderProblem } from './data-folder';
import { describeFileSystemError } from './file-system-errors';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'data-folder-test-'));

/** The server as `npm run dev` starts it, with only the data folder chosen. */
function startServer(dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SESSION_SECRET: '',
      PORT: '0',
      INIT_CWD: '',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('a data folder that cannot be used', () => {
  it('stops the start with one line naming the folder and the reason', () => {
    // Tests run as root, whom permission bits do not stop: a folder below a regular file
    // cannot be made by anyone.
    const base = tempDir();
    const file = path.join(base, 'not-a-folder');
    writeFileSync(file, 'x');
    const dataDir = path.join(file, '.data');
    const run = startServer(dataDir);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Cannot use the data folder ${dataDir}: part of the path is a file, not a folder (ENOTDIR). ${DATA_FOLDER_ADVICE}`,
    );
    expect(run.stdout).toBe('');
  }, 70_000);

  it('says so when the data folder is itself a file', () => {
    const file = path.join(tempDir(), 'data');
    writeFileSync(file, 'x');
    expect(dataFolderProblem(file)).toBe(
      `Cannot use the data folder ${file}: a file of that name is in the way (EEXIST). ${DATA_FOLDER_ADVICE}`,
    );
  });

  it('leaves nothing behind in a folder that works', () => {
    const dir = path.join(tempDir(), 'fresh', '.data');
    expect(dataFolderProblem(dir)).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('names the reasons a person can act on, also inside a driver error', () => {
    const fsError = (code: string) => Object.assign(new Error(`${code}: x`), { code });
    expect(describeFileSystemError(fsError('EACCES'))).toBe('permission denied (EACCES)');
    expect(describeFileSystemError(fsError('EROFS'))).toBe('the file system is read-only (EROFS)');
    expect(describeFileSystemError(fsError('ENOSPC'))).toBe('the disk is full (ENOSPC)');
    // PostgreSQL out of disk (SQLSTATE 53100), wrapped the way Drizzle wraps driver errors.
    const pgFull = Object.assign(new Error('could not extend file: No space left on device'), {
      code: '53100',
    });
    expect(describeFileSystemError(new Error('Failed query', { cause: pgFull }))).toBe(
      'the disk is full (ENOSPC)',
    );
    expect(describeFileSystemError(new Error('something else'))).toBeUndefined();
    expect(describeFileSystemError('ENOSPC')).toBeUndefined();
  });
});
