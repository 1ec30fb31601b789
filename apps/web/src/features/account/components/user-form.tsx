import { inviteUserRequest, updateUserRequest } from '@app/core/api/organization-admin';
import { PRODUCT_NAMES, type ProductCode } from '@app/core/domain/products';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { formValidator } from '../../../utils/form-validator';
import { validateOnBlur } from '../../../utils/validate-on-blur';

export type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  products: ProductCode[];
  admin: boolean;
  /** The deposit data permission (issue 29): offered when editing, not when inviting. */
  depositData?: boolean;
};

/** Products the organization holds, plus Administration (spec: "including administration"). */
function AccessCheckboxes({
  products,
  value,
  onChange,
  admin,
  onAdminChange,
  adminLocked,
  depositData,
  onDepositDataChange,
}: {
  products: ProductCode[];
  value: ProductCode[];
  onChange: (value: ProductCode[]) => void;
  admin: boolean;
  onAdminChange: (value: boolean) => void;
  adminLocked?: boolean;
  depositData?: boolean;
  onDepositDataChange: (value: boolean) => void;
}) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Products
      </Text>
      {products.map((product) => (
        <Checkbox
          key={product}
          label={PRODUCT_NAMES[product]}
          checked={value.includes(product)}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? [...value, product]
                : value.filter((p) => p !== product),
            )
          }
        />
      ))}
      <Checkbox
        label="Administration (manage users and the logo)"
        checked={admin}
        disabled={adminLocked}
        onChange={(event) => onAdminChange(event.currentTarget.checked)}
      />
      {depositData !== undefined && products.includes('non-maturity-deposits') && (
        <Checkbox
          label="Deposit data (upload and delete the own deposit data)"
          checked={depositData}
          onChange={(event) => onDepositDataChange(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}

/** A user's name, e-mail (when inviting) and access, for the invite and edit dialogs. */
export function UserForm({
  initial,
  products,
  withEmail,
  adminLocked,
  submitLabel,
  onSubmit,
}: {
  initial: UserFormValues;
  products: ProductCode[];
  withEmail: boolean;
  adminLocked?: boolean;
  submitLabel: string;
  onSubmit: (values: UserFormValues) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<UserFormValues>({
    initialValues: initial,
    validate: withEmail ? formValidator(inviteUserRequest) : formValidator(updateUserRequest),
    ...validateOnBlur<UserFormValues>(),
  });
  const values = form.getValues();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (v) => {
        setSaving(true);
        setError(null);
        try {
          await onSubmit(v);
        } catch (failure) {
          setError(messageOf(failure, 'The user could not be saved.'));
        } finally {
          setSaving(false);
        }
      })}
    >
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={2}>
          <TextInput
            label="First Name"
            withAsterisk
            data-autofocus
            {...form.getInputProps('firstName')}
          />
          <TextInput label="Last Name" withAsterisk {...form.getInputProps('lastName')} />
        </SimpleGrid>
        {withEmail && (
          <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
        )}
        <AccessCheckboxes
          products={products}
          value={values.products}
          onChange={(next) => form.setFieldValue('products', next)}
          admin={values.admin}
          onAdminChange={(next) => form.setFieldValue('admin', next)}
          adminLocked={adminLocked}
          depositData={values.depositData}
          onDepositDataChange={(next) => form.setFieldValue('depositData', next)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
