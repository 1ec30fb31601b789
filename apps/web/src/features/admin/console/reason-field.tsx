import { Textarea } from '@mantine/core';

/** The shortest reason accepted: a word, not a keystroke to get past the dialog. */
const SHORTEST_REASON = 3;

export const isReasonGiven = (reason: string) => reason.trim().length >= SHORTEST_REASON;

/** Why an admin made a change, kept with it in the audit log. */
export function ReasonField({
  description,
  value,
  onChange,
  autoFocus = false,
}: {
  description: string;
  value: string;
  onChange: (reason: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <Textarea
      label="Reason"
      description={description}
      required
      autosize
      minRows={2}
      maxLength={500}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data-autofocus={autoFocus || undefined}
    />
  );
}
