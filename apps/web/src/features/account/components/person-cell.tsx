import { Text } from '@mantine/core';

type PersonCellProps = {
  firstName: string;
  lastName: string;
  title: string | null;
  /** After the name, as ' (you)'. */
  suffix?: string;
};

/** A person's name with their job title under it: the users and requests tables' first cell. */
export function PersonCell({ firstName, lastName, title, suffix = '' }: PersonCellProps) {
  return (
    <>
      <Text size="sm" fw={500}>
        {firstName} {lastName}
        {suffix}
      </Text>
      {title && (
        <Text size="xs" c="dimmed">
          {title}
        </Text>
      )}
    </>
  );
}
