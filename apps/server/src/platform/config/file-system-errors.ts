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

/** PostgreSQL's SQLSTATE for "no space left" (class 53, insufficient resources). */
const DISK_FULL_SQLSTATE = '53100';

/**
 * "permission denied (EACCES)" for an error of the file system (or of the database when it
 * ran out of disk), following `cause` since drivers wrap the original; undefined when the
 * error is not one of those.
 */
export function describeFileSystemError(error: unknown, depth = 0): string | undefined {
  if (!(error instanceof Error) || depth > 5) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (REASONS[code]) return `${REASONS[code]} (${code})`;
    if (code === DISK_FULL_SQLSTATE) return `${REASONS.ENOSPC} (ENOSPC)`;
  }
  if (/no space left on device/i.test(error.message)) return `${REASONS.ENOSPC} (ENOSPC)`;
  return describeFileSystemError(error.cause, depth + 1);
}
