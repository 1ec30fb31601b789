import { describe, expect, it } from 'vitest';
import { databaseAddress, describeDatabaseFault } from './database-faults';

/** An error as the pg driver makes it (SQLSTATE in `code`), wrapped as Drizzle wraps it. */
const driverError = (code: string, message: string) =>
  new Error('Failed query: select 1', { cause: Object.assign(new Error(message), { code }) });
const address = databaseAddress('postgres://app:secret@db.internal:6432/peerscope')!;

describe('database faults in one sentence', () => {
  it('names the address without its password', () => {
    expect(address).toEqual({
      host: 'db.internal',
      port: '6432',
      database: 'peerscope',
      user: 'app',
    });
  });

  it('says what to do about a wrong password', () => {
    expect(
      describeDatabaseFault(driverError('28P01', 'password authentication failed'), address),
    ).toEqual({
      known: true,
      sentence:
        'The PostgreSQL server at db.internal:6432 refused the user "app" (wrong password): correct the user and password in DATABASE_URL, or the server\'s pg_hba.conf.',
    });
  });

  it('says what to do about a full disk on the database server', () => {
    expect(
      describeDatabaseFault(driverError('53100', 'could not extend file'), address).sentence,
    ).toBe(
      "The database cannot write: the disk is full (ENOSPC). Free space on the database's disk, then try again.",
    );
  });

  it('says what to do when the server has no connection free', () => {
    expect(describeDatabaseFault(driverError('53300', 'too many clients'), address).sentence).toBe(
      'The PostgreSQL server at db.internal:6432 has no connection free (53300): raise its max_connections or run fewer instances.',
    );
  });

  it('gives the first line of anything else, marked unknown', () => {
    expect(describeDatabaseFault(new Error('something odd\n  at x'))).toEqual({
      known: false,
      sentence: 'something odd',
    });
  });
});
