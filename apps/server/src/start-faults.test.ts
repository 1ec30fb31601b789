import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServer, tempFolder } from './testing/spawned-server';
import { DATA_FOLDER_ADVICE } from './platform/config/data-folder';

/**
 * Faults met at start: each stops the built server with exit code 1 and one line on stderr
 * naming the cause and what to do; no stack trace unless LOG_LEVEL=debug.
 */
const SECRET = 'x'.repeat(40);
const start = (env: Record<string, string>) => {
  const run = runServer(env);
  return { status: run.status, stderr: run.stderr.trim(), stdout: run.stdout };
};

describe('a database that cannot be used at start', () => {
  it('names a server that refuses connections', () => {
    expect(
      start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/peerscope', SESSION_SECRET: SECRET }),
    ).toEqual({
      status: 1,
      stderr:
        'Peerscope could not start: The PostgreSQL server at 127.0.0.1:1 cannot be reached (ECONNREFUSED): check that it is running and that DATABASE_URL names the right host and port.',
      stdout: '',
    });
  }, 70_000);

  it('names a host that does not exist', () => {
    expect(
      start({
        DATABASE_URL: 'postgres://postgres@db.invalid:5432/peerscope',
        SESSION_SECRET: SECRET,
      }).stderr,
    ).toBe(
      'Peerscope could not start: The PostgreSQL server at db.invalid:5432 cannot be reached (ENOTFOUND): check that it is running and that DATABASE_URL names the right host and port.',
    );
  }, 70_000);

  describe.runIf(process.env.TEST_DATABASE_URL)('on the test PostgreSQL server', () => {
    const admin = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost');
    const server = `${admin.hostname}:${admin.port || '5432'}`;
    const url = (user: string, database: string) => {
      const next = new URL(admin);
      next.username = user;
      next.pathname = `/${database}`;
      return next.toString();
    };

    it('names a database that does not exist and how to make it', () => {
      const run = start({
        DATABASE_URL: url(admin.username || 'postgres', 'peerscope_missing_db'),
        SESSION_SECRET: SECRET,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(
        `Peerscope could not start: The database "peerscope_missing_db" does not exist on the PostgreSQL server at ${server}: create it (createdb peerscope_missing_db) or correct the database name in DATABASE_URL.`,
      );
    }, 70_000);

    it('names a user the server refuses', () => {
      const run = start({
        DATABASE_URL: url('peerscope_no_such_user', 'postgres'),
        SESSION_SECRET: SECRET,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toBe(
        `Peerscope could not start: The PostgreSQL server at ${server} refused the user "peerscope_no_such_user" (no such user, or not allowed to connect): correct the user and password in DATABASE_URL, or the server's pg_hba.conf.`,
      );
    }, 70_000);

    it('shows the stack as well with LOG_LEVEL=debug', () => {
      const run = start({
        DATABASE_URL: url(admin.username || 'postgres', 'peerscope_missing_db'),
        SESSION_SECRET: SECRET,
        LOG_LEVEL: 'debug',
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.split('\n');
      expect(lines[0]).toMatch(
        /^Peerscope could not start: The database "peerscope_missing_db" does not exist/,
      );
      expect(lines.some((line) => /^\s+at /.test(line))).toBe(true);
    }, 70_000);
  });
});

/** Whether this machine lets the tests mount a small file system (root in most CI). */
const mounted: string[] = [];
function mountTmpfs(options: string): string | undefined {
  const dir = tempFolder('start-fault-mount');
  const run = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  if (run.status !== 0) return undefined;
  mounted.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of mounted) spawnSync('umount', [dir]);
});
const canMount = (() => {
  const dir = mountTmpfs('size=64k');
  return dir !== undefined;
})();

describe('a data folder that cannot be used at start', () => {
  it('names a folder that cannot be made', () => {
    const file = path.join(tempFolder('start-fault'), 'not-a-folder');
    writeFileSync(file, 'x');
    const dataDir = path.join(file, 'data');
    expect(start({ DATA_DIR: dataDir })).toMatchObject({
      status: 1,
      stderr: `Cannot use the data folder ${dataDir}: part of the path is a file, not a folder (ENOTDIR). ${DATA_FOLDER_ADVICE}`,
    });
  }, 70_000);

  it.runIf(canMount)(
    'names a read-only data folder',
    () => {
      const dataDir = path.join(mountTmpfs('ro,size=64k')!, 'data');
      expect(start({ DATA_DIR: dataDir })).toMatchObject({
        status: 1,
        stderr: `Cannot use the data folder ${dataDir}: the file system is read-only (EROFS). ${DATA_FOLDER_ADVICE}`,
      });
    },
    70_000,
  );

  it.runIf(canMount)(
    'names a full disk under the data folder',
    () => {
      const disk = mountTmpfs('size=64k')!;
      spawnSync('dd', ['if=/dev/zero', `of=${path.join(disk, 'fill')}`, 'bs=4k']);
      const dataDir = path.join(disk, 'data');
      expect(start({ DATA_DIR: dataDir })).toMatchObject({
        status: 1,
        stderr: `Cannot use the data folder ${dataDir}: the disk is full (ENOSPC). ${DATA_FOLDER_ADVICE}`,
      });
    },
    70_000,
  );

  it.runIf(canMount)(
    'names a disk that fills while the embedded database is made',
    () => {
      // Room for the probe file, not for the database.
      const disk = mountTmpfs('size=1m')!;
      spawnSync('dd', ['if=/dev/zero', `of=${path.join(disk, 'fill')}`, 'bs=1k', 'count=900']);
      const dataDir = path.join(disk, 'data');
      mkdirSync(dataDir);
      expect(start({ DATA_DIR: dataDir })).toMatchObject({
        status: 1,
        stderr:
          "Peerscope could not start: The database cannot write: the disk is full (ENOSPC). Free space on the database's disk, then try again.",
      });
    },
    70_000,
  );
});
