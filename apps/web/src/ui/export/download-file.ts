/**
 * Saves a Blob under `fileName` through a temporary object URL and link click, the one way all
 * current browsers accept without a server round trip. The URL is revoked on the next tick,
 * after the click has started the download.
 */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from a title: 'Loans / Deposits (QTR)' → 'loans-deposits-qtr'. */
export function toFileBaseName(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || 'data';
}
