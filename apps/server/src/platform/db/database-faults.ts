import { describeFileSystemError } from '../config/file-system-errors';

/** Where DATABASE_URL points, without its password: what a fault's sentence names. */
export interface DatabaseAddress {
  host: string;
  port: string;
  database: string;
  user: string;
}

export function databaseAddress(url: string): DatabaseAddress | undefined {
  try {
    const parsed = new URL(url);
    return {
      host: parsed.hostname || 'localhost',
      port: parsed.port || '5432',
      database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
      user: decodeURIComponent(parsed.username) || 'postgres',
    };
  } catch {
    return undefined;
  }
}

/** Socket errors of a server that is down, unreachable or unknown by name. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The first error code met in the error, its `cause`s and an AggregateError's members. */
function codeOf(error: unknown, depth = 0): string | undefined {
  if (!(error instanceof Error) || depth > 5) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code !== '') return code;
  const inner = error instanceof AggregateError ? error.errors : [];
  for (const next of [error.cause, ...inner]) {
    const found = codeOf(next, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function messageOf(error: unknown, depth = 0): string {
  if (!(error instanceof Error) || depth > 5) return String(error);
  if (error.message) return error.message;
  return messageOf(error.cause, depth + 1);
}

export interface DatabaseFault {
  /** One sentence: the cause and what to do. */
  sentence: string;
  /** Whether the cause was recognized (else the sentence is the driver's own message). */
  known: boolean;
}

/**
 * The database errors a person running the server can act on, each as one sentence naming the
 * cause and the fix: the server cannot be reached, the database does not exist, the user or
 * password is refused, the disk is full, the server is starting or has no connection free.
 * `address` (from DATABASE_URL) makes the sentence name the server, database and user.
 */
export function describeDatabaseFault(error: unknown, address?: DatabaseAddress): DatabaseFault {
  const code = codeOf(error);
  const message = messageOf(error);
  const server = address ? ` at ${address.host}:${address.port}` : '';
  if (
    (code && UNREACHABLE_CODES.has(code)) ||
    /timeout exceeded when trying to connect|Connection terminated/.test(message)
  ) {
    return {
      known: true,
      sentence: `The PostgreSQL server${server} cannot be reached (${code ?? 'timeout'}): check that it is running and that DATABASE_URL names the right host and port.`,
    };
  }
  if (code === '3D000') {
    const name = address ? ` "${address.database}"` : '';
    const create = address ? ` (createdb ${address.database})` : '';
    return {
      known: true,
      sentence: `The database${name} does not exist on the PostgreSQL server${server}: create it${create} or correct the database name in DATABASE_URL.`,
    };
  }
  if (code === '28P01' || code === '28000') {
    const user = address ? ` "${address.user}"` : '';
    return {
      known: true,
      sentence: `The PostgreSQL server${server} refused the user${user} (${code === '28P01' ? 'wrong password' : 'no such user, or not allowed to connect'}): correct the user and password in DATABASE_URL, or the server's pg_hba.conf.`,
    };
  }
  const disk = describeFileSystemError(error);
  if (disk) {
    return {
      known: true,
      sentence: `The database cannot write: ${disk}. Free space on the database's disk, then try again.`,
    };
  }
  if (code === '57P03' || code === '57P01' || code === '57P02') {
    return {
      known: true,
      sentence: `The PostgreSQL server${server} is starting up or shutting down (${code}): wait for it, then try again.`,
    };
  }
  if (code === '53300') {
    return {
      known: true,
      sentence: `The PostgreSQL server${server} has no connection free (53300): raise its max_connections or run fewer instances.`,
    };
  }
  return { known: false, sentence: message.split('\n')[0] ?? 'unknown error' };
}
