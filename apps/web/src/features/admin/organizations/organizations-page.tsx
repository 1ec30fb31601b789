import { Route, Routes } from 'react-router';
import { OrganizationSearch } from './organization-search';
import { OrganizationView } from './organization-view';

/** /Admin/organizations (issue 14, screen 4): the search, and one organization under its id. */
export function OrganizationsPage() {
  return (
    <Routes>
      <Route index element={<OrganizationSearch />} />
      <Route path=":organizationId" element={<OrganizationView />} />
    </Routes>
  );
}
