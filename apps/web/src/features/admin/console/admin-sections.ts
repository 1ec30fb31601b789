/** The console's screens, in the order of its left navigation (issue 14). */
export const ADMIN_SECTIONS = [
  { path: '', label: 'Overview' },
  { path: 'maintenance', label: 'Maintenance' },
  { path: 'content', label: 'Content' },
  { path: 'organizations', label: 'Organizations and users' },
  { path: 'partners', label: 'Partners' },
  { path: 'promo-codes', label: 'Promo codes' },
  { path: 'feedback', label: 'Feedback' },
  { path: 'outbox', label: 'E-mail outbox' },
  { path: 'data', label: 'Data' },
  { path: 'settings', label: 'System settings' },
  { path: 'audit', label: 'Audit log' },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];

/** `/Admin`, `/Admin/maintenance`: where a section lives. */
export const adminHref = (path: AdminSectionPath | `${AdminSectionPath}/${string}`) =>
  path ? `/Admin/${path}` : '/Admin';
