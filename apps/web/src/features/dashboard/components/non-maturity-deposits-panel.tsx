import type { UserState } from '@app/core/api/auth';
import type { InstitutionSummary } from '@app/core/api/institutions';
import { Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BankKpiTiles } from './bank-kpi-tiles';
import { DepositFigures } from './deposit-figures';
import { DECAY_PATH, NON_MATURITY_DEPOSIT_LINKS, QuickLinks } from './quick-links';

/**
 * The product panel of a single institution holding Non-Maturity Deposits: quick links to the
 * decay and beta pages, a bank's five KPI tiles (spec 1 section 2, multi/bank panel; they open
 * the decay page), and the institution's decay factor, WALs and deposit beta on Fed Funds.
 */
export function NonMaturityDepositsPanel({
  user,
  institution,
}: {
  user: UserState;
  institution: InstitutionSummary;
}) {
  const holdsNmd = user.claims.includes('non-maturity-deposits');
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="lg"
      aria-labelledby="nmd-panel-title"
      data-tour="product-panel"
    >
      <Group justify="space-between" mb="xs" wrap="wrap">
        <div>
          <Text id="nmd-panel-title" component="h2" fw={700} size="lg" m={0}>
            Non-Maturity Deposits
          </Text>
          <Text size="sm" c="dimmed">
            {institution.label}
          </Text>
        </div>
        {holdsNmd && (
          <Button component={Link} to="/non-maturity-deposits" variant="light">
            Go to Product
          </Button>
        )}
      </Group>
      {holdsNmd && <QuickLinks links={NON_MATURITY_DEPOSIT_LINKS} />}
      {institution.institutionType === 'bank' && (
        <BankKpiTiles iid={institution.iid} to={holdsNmd ? DECAY_PATH : null} />
      )}
      {holdsNmd && <DepositFigures iid={institution.iid} />}
    </Paper>
  );
}
