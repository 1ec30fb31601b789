import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../ui/page-loader';

/** /print/...: a report page, without the application header and footer. */
export function PrintLayout() {
  return (
    <Box component="main" bg="white" mih="100vh">
      <Suspense fallback={<PageLoader label="Loading the report" />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
