import { PASSWORD_MIN_LENGTH } from '@app/core/api/account';
import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

type NewPasswordFieldsProps = {
  label: string;
  confirmLabel: string;
  /** The form's props for the new password and for its confirmation (getInputProps). */
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
};

/** A new password and its confirmation, as the password manager expects them. */
export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  confirmation,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={label}
        withAsterisk
        autoComplete="new-password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters`}
        {...password}
      />
      <PasswordInput
        label={confirmLabel}
        withAsterisk
        autoComplete="new-password"
        {...confirmation}
      />
    </>
  );
}
