import { TwoLineCell } from './two-line-cell';

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
    <TwoLineCell fw={500} under={title}>
      {firstName} {lastName}
      {suffix}
    </TwoLineCell>
  );
}
