import type { UserState } from '@app/core/api/auth';
import type { InstitutionSummary } from '@app/core/api/institutions';
import { institutionStatusNote } from '@app/core/format/institution-status';
import { Badge, Group, Loader, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { institutionQueryOptions } from '../../../api/institutions/get-institution';
import { useUserInstitutions } from '../../../api/institutions/user-institutions';
import { afterInstitutionSwitch } from '../../../api/invalidations';
import { selectionStore } from '../../../selection/selection-store';
import { DashboardCard } from './dashboard-card';
import classes from './tiles.module.css';

/** The organization's own institution first, then the others on the list, by name. */
function myBanksOf(
  own: InstitutionSummary | undefined,
  list: readonly InstitutionSummary[],
): InstitutionSummary[] {
  const others = list.filter((institution) => institution.iid !== own?.iid);
  return own ? [own, ...others] : others;
}

/**
 * spec 1 sections 1 and 2: a HOLD organization's institutions, headed "My Banks". It has no
 * switcher (spec: MULTI only), so the dashboard lists them: the organization's institution and
 * the ones on its fixed list (which only a platform admin changes); a click shows that bank's
 * panel here and on every product page, and records the visit.
 */
export function MyBanksCard({
  user,
  current,
}: {
  user: UserState;
  current: InstitutionSummary | null;
}) {
  const queryClient = useQueryClient();
  const ownIid = user.institutionIid;
  const own = useQuery({
    ...institutionQueryOptions(ownIid ?? 0),
    enabled: ownIid !== null,
  });
  const list = useUserInstitutions();
  const banks = myBanksOf(own.data, list.data ?? []);

  const choose = (institution: InstitutionSummary) => {
    void selectionStore
      .selectInstitution(user, institution, { recordViewed: true })
      .then((visited) => afterInstitutionSwitch(queryClient, visited));
  };

  return (
    <DashboardCard title="My Banks" tour="my-banks">
      {(ownIid !== null && own.isPending) || list.isPending ? (
        <Loader size="sm" aria-label="Loading My Banks" />
      ) : banks.length === 0 ? (
        <Text size="sm" c="dimmed">
          No institution is linked to your organization yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" component="ul" m={0} p={0}>
          {banks.map((bank) => {
            const shown = current?.iid === bank.iid;
            return (
              <li key={bank.iid} style={{ listStyle: 'none' }}>
                <UnstyledButton
                  className={`${classes.tile} ${classes.buttonTile}`}
                  aria-current={shown ? 'true' : undefined}
                  aria-label={`${bank.label}${shown ? ', shown' : '. Show this bank'}`}
                  onClick={() => choose(bank)}
                  disabled={shown}
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <Text size="sm" fw={600} lineClamp={2}>
                      {bank.label}
                    </Text>
                    {shown && (
                      <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                        Shown
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c={bank.active && !bank.successor ? 'dimmed' : 'orange.8'}>
                    {institutionStatusNote(bank) ??
                      (!bank.active
                        ? 'Closed'
                        : bank.iid === ownIid
                          ? 'Your organization'
                          : 'On your list')}
                  </Text>
                </UnstyledButton>
              </li>
            );
          })}
        </SimpleGrid>
      )}
    </DashboardCard>
  );
}
