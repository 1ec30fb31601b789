import { Navigate, type RouteObject } from 'react-router';
import { OverviewPage } from './overview/overview-page';
import { MaintenancePage } from './maintenance/maintenance-page';
import { ContentPage } from './content/content-page';
import { OrganizationsPage } from './organizations/organizations-page';
import { PartnersPage } from './partners/partners-page';
import { PromoCodesPage } from './promo-codes/promo-codes-page';
import { FeedbackPage } from './feedback/feedback-page';
import { OutboxPage } from './outbox/outbox-page';
import { DataPage } from './data/data-page';
import { SettingsPage } from './settings/settings-page';
import { AuditPage } from './audit/audit-page';

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
