import { Box } from '@mantine/core';
import { Outlet } from 'react-router';

/** /print/...: a report page, without the application header and footer. */
export function PrintLayout() {
  return (
    <Box component="main" bg="white" mih="100vh">
      <Outlet />
    </Box>
  );
}
