import type { InstitutionSummary } from '@app/core/api/institutions';
import type { UserInstitution } from '@app/core/api/user-institutions';
import { CloseButton, Divider, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import { FollowToggle } from '../../../product/components/follow-toggle';
import { InstitutionName } from './institution-name';
import classes from './institution-switcher.module.css';

type SwitcherFavoritesProps = {
  heading: string;
  /** The user's institution list, and whether it is still loading. */
  list: readonly UserInstitution[] | undefined;
  pending: boolean;
  current: InstitutionSummary | null;
  onSwitch: (institution: InstitutionSummary) => void;
  onRemove: (iid: number) => void;
};

/** My Favorites (My Banks for HOLD): switch to one, or remove it from the list. */
export function SwitcherFavorites(props: SwitcherFavoritesProps) {
  const { heading, list, pending, current, onSwitch } = props;
  const favoriteList = (list ?? []).filter((i) => i.isFavorite);
  return (
    <>
      <Divider />
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" id="favorites-heading">
        {heading}
      </Text>
      <Stack gap={2} component="ul" aria-labelledby="favorites-heading" className={classes.list}>
        {pending && <Loader size="xs" />}
        {!pending && favoriteList.length === 0 && (
          <Text size="sm" c="dimmed" component="li">
            No favorites yet. Search for an institution and choose Add to Favorites.
          </Text>
        )}
        {favoriteList.map((institution) => (
          <Group key={institution.iid} component="li" gap="xs" wrap="nowrap">
            <UnstyledButton
              className={classes.option}
              style={{ flex: 1, minWidth: 0 }}
              aria-current={current?.iid === institution.iid ? 'true' : undefined}
              aria-label={`Switch to ${institution.label}`}
              onClick={() => onSwitch(institution)}
            >
              <InstitutionName institution={institution} />
            </UnstyledButton>
            <FollowToggle iid={institution.iid} label={institution.label} />
            <CloseButton
              size="sm"
              aria-label={`Remove ${institution.label} from ${heading}`}
              onClick={() => props.onRemove(institution.iid)}
            />
          </Group>
        ))}
      </Stack>
    </>
  );
}
