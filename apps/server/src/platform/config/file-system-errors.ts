/** Plain words for the file-system errors a user can do something about. */
const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'part of the path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
  EISDIR: 'a folder is where a file should be',
  ENAMETOOLONG: 'the path is too long',
  ELOOP: 'the path loops through symbolic links',
  EIO: 'the disk reported an input/output error',
};

/**
 * The embedded database runs as WebAssembly: its file errors are Emscripten's ErrnoError with
 * a WASI errno number instead of a code.
 */
const WASI_ERRNO: Record<number, string> = {
  2: 'EACCES',
  19: 'EDQUOT',
  20: 'EEXIST',
  29: 'EIO',
  31: 'EISDIR',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

/** PostgreSQL's SQLSTATE for "no space left" (class 53, insufficient resources). */
const DISK_FULL_SQLSTATE = '53100';

/**
 * "permission denied (EACCES)" for an error of the file system (or of the database when it
 * ran out of disk), following `cause` since drivers wrap the original; undefined when the
 * error is not one of those.
 */
export function describeFileSystemError(error: unknown, depth = 0): string | undefined {
  // Emscripten's ErrnoError need not be an Error: any object is looked into.
  if (typeof error !== 'object' || error === null || depth > 5) return undefined;
  const { code: ownCode, errno, name, message, cause } = error as Record<string, unknown>;
  const code = name === 'ErrnoError' && typeof errno === 'number' ? WASI_ERRNO[errno] : ownCode;
  if (typeof code === 'string') {
    if (REASONS[code]) return `${REASONS[code]} (${code})`;
    if (code === DISK_FULL_SQLSTATE) return `${REASONS.ENOSPC} (ENOSPC)`;
  }
  if (typeof message === 'string' && /no space left on device/i.test(message)) {
    return `${REASONS.ENOSPC} (ENOSPC)`;
  }
  return describeFileSystemError(cause, depth + 1);
}
