import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import {
  Alert,
  Box,
  Container,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { useMaintenance } from '../api/get-maintenance';
import { useMe } from '../../../api/auth/get-me';
import { SESSION_ENDED_MESSAGE } from '../../../api/session-ended';
import { LoginForm } from '../components/login-form';
import { OrganizationSignIn } from '../components/organization-sign-in';
import { MaintenanceNotice } from '../../../ui/maintenance-notice';
import { postLoginPath } from '../utils/post-login-path';

type LoginPageProps = {
  /** False on /hidden-login, which must stay usable while maintenance mode is on. */
  checkMaintenance: boolean;
};

const HIGHLIGHTS = [
  {
    title: 'Peer Comparison',
    text: 'Benchmark your institution against national, state and custom peer groups.',
  },
  {
    title: 'Non-Maturity Deposits',
    text: 'Decay rate and deposit beta assumptions built from call report history.',
  },
] as const;

/** The sign-in guard says so when it sent the user here because their session ended. */
const endedSession = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  'sessionEnded' in state &&
  state.sessionEnded === true;

export function LoginPage({ checkMaintenance }: LoginPageProps) {
  const location = useLocation();
  const me = useMe();
  const maintenance = useMaintenance({ enabled: checkMaintenance });

  if (me.data) return <Navigate to={postLoginPath(me.data, location.state)} replace />;
  // A failed check of either kind still shows the form: the visitor can always try to sign in.
  if (me.isPending || (checkMaintenance && maintenance.isPending)) {
    return <PageLoader label="Loading" />;
  }

  const maintenanceMessage =
    checkMaintenance && maintenance.data?.maintenanceMode
      ? maintenance.data.maintenanceMessage
      : null;

  return (
    <Container size="md" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder shadow="sm" radius="lg" style={{ overflow: 'hidden' }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={0}>
          <Box
            visibleFrom="sm"
            p={40}
            bg="ocean.9"
            style={{
              backgroundImage:
                'linear-gradient(160deg, var(--mantine-color-ocean-9) 0%, var(--mantine-color-ocean-7) 100%)',
            }}
          >
            <Stack gap="xl" c="white">
              <Title order={2} fz="xl" c="white">
                Benchmarking for banks and credit unions
              </Title>
              {HIGHLIGHTS.map((item) => (
                <Stack key={item.title} gap={4}>
                  <Text fw={600} c="white">
                    <ThemeIcon size={10} radius="xl" color="teal.3" mr={10} component="span" />
                    {item.title}
                  </Text>
                  <Text size="sm" c="ocean.1">
                    {item.text}
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Box>
          <Box p={{ base: 'lg', sm: 40 }} bg="white">
            {maintenanceMessage !== null ? (
              <Stack gap="md">
                <PageTitle fz="h2">Scheduled Maintenance</PageTitle>
                <MaintenanceNotice html={maintenanceMessage} />
              </Stack>
            ) : (
              <Stack gap="lg">
                <Stack gap={4}>
                  <PageTitle fz="h2">Log In</PageTitle>
                  <Text c="dimmed" size="sm">
                    Sign in to your {PRODUCT_BRAND_NAME} account.
                  </Text>
                </Stack>
                {endedSession(location.state) && (
                  <Alert color="orange" variant="light" role="status">
                    {SESSION_ENDED_MESSAGE}
                  </Alert>
                )}
                <LoginForm />
                <OrganizationSignIn />
              </Stack>
            )}
          </Box>
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
