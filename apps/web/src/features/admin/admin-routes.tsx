import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../ui/lazy-page';

// Each screen is a chunk of its own, loaded when opened (ui/lazy-page.ts).
const OverviewPage = lazyPage(() => import('./overview/overview-page').then((m) => m.OverviewPage));
const MaintenancePage = lazyPage(() =>
  import('./maintenance/maintenance-page').then((m) => m.MaintenancePage),
);
const ContentPage = lazyPage(() => import('./content/content-page').then((m) => m.ContentPage));
const OrganizationsPage = lazyPage(() =>
  import('./organizations/organizations-page').then((m) => m.OrganizationsPage),
);
const PartnersPage = lazyPage(() => import('./partners/partners-page').then((m) => m.PartnersPage));
const PromoCodesPage = lazyPage(() =>
  import('./promo-codes/promo-codes-page').then((m) => m.PromoCodesPage),
);
const FeedbackPage = lazyPage(() => import('./feedback/feedback-page').then((m) => m.FeedbackPage));
const OutboxPage = lazyPage(() => import('./outbox/outbox-page').then((m) => m.OutboxPage));
const DataPage = lazyPage(() => import('./data/data-page').then((m) => m.DataPage));
const SettingsPage = lazyPage(() => import('./settings/settings-page').then((m) => m.SettingsPage));
const AuditPage = lazyPage(() => import('./audit/audit-page').then((m) => m.AuditPage));

/** The screens under /Admin (issue 14); the app's route table puts them in AdminLayout. */
export function adminConsoleScreens(): RouteObject[] {
  return [
    { index: true, element: <OverviewPage /> },
    { path: 'maintenance/*', element: <MaintenancePage /> },
    { path: 'content/*', element: <ContentPage /> },
    { path: 'organizations/*', element: <OrganizationsPage /> },
    { path: 'partners/*', element: <PartnersPage /> },
    { path: 'promo-codes/*', element: <PromoCodesPage /> },
    { path: 'feedback/*', element: <FeedbackPage /> },
    { path: 'outbox/*', element: <OutboxPage /> },
    { path: 'data/*', element: <DataPage /> },
    { path: 'settings/*', element: <SettingsPage /> },
    { path: 'audit/*', element: <AuditPage /> },
    { path: '*', element: <Navigate to="/Admin" replace /> },
  ];
}
