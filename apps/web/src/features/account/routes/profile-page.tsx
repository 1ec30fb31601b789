import {
  PASSWORD_MESSAGES,
  passwordField,
  profileUpdate,
  type Profile,
  type ProfileUpdate,
} from '@app/core/api/account';
import { formatPhone } from '@app/core/domain/phone';
import {
  Alert,
  Button,
  Container,
  Grid,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { NewPasswordFields } from '../components/new-password-fields';
import { isApiError } from '../../../api/api-error';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { formValidator } from '../../../utils/form-validator';
import { changePassword, updateProfile, useProfile } from '../api/profile';
import { afterProfileChange } from '../../../api/invalidations';
import { maskPhone } from '../utils/input-masks';
import { validateOnBlur } from '../../../utils/validate-on-blur';
import { NotificationSettings } from '../components/notification-settings';
import { TwoFactorSettings } from '../components/two-factor-settings';
import { ApiTokensSection } from '../components/api-tokens-section';

const passwordForm = z
  .object({
    currentPassword: z.string().min(1, PASSWORD_MESSAGES.currentRequired),
    newPassword: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

function DetailsForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileUpdate>({
    initialValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: maskPhone(profile.phone),
      title: profile.title,
    },
    validate: formValidator(profileUpdate),
    ...validateOnBlur<ProfileUpdate>(),
  });
  const [saving, setSaving] = useState(false);

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    setSaved(false);
    setError(null);
    try {
      const updated = await updateProfile(values);
      // The header shows the display name.
      await afterProfileChange(queryClient, updated);
      form.resetDirty();
      setSaved(true);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : 'Your changes could not be saved.');
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Title order={2} fz="h4">
          Your details
        </Title>
        {saved && (
          <Alert color="teal" variant="light" role="status">
            Your details were saved.
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="Email" value={profile.email} readOnly disabled />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First Name" withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label="Last Name" withAsterisk {...form.getInputProps('lastName')} />
          <TextInput
            label="Phone"
            withAsterisk
            type="tel"
            placeholder="000-000-0000"
            {...form.getInputProps('phone')}
            onChange={(event) => form.setFieldValue('phone', maskPhone(event.currentTarget.value))}
          />
          <TextInput label="Job Title" withAsterisk {...form.getInputProps('title')} />
        </SimpleGrid>
        <div>
          <Button type="submit" loading={saving} disabled={!form.isDirty()}>
            Save Changes
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function PasswordForm() {
  const [done, setDone] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useForm<z.input<typeof passwordForm>>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: formValidator(passwordForm),
    ...validateOnBlur<z.input<typeof passwordForm>>(),
  });

  const save = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setSaving(true);
    setDone(false);
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset();
      setDone(true);
    } catch (failure) {
      const message = isApiError(failure) ? failure.message : 'Your password could not be changed.';
      if (message.includes(PASSWORD_MESSAGES.currentWrong)) {
        form.setFieldError('currentPassword', PASSWORD_MESSAGES.currentWrong);
      } else {
        form.setFieldError('newPassword', message);
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        <Title order={2} fz="h4">
          Change password
        </Title>
        <Text size="sm" c="dimmed">
          Changing your password signs you out everywhere else.
        </Text>
        {done && (
          <Alert color="teal" variant="light" role="status">
            Your password was changed. Your other sessions were signed out.
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <NewPasswordFields
          label="New password"
          confirmLabel="Confirm new password"
          password={form.getInputProps('newPassword')}
          confirmation={form.getInputProps('confirmPassword')}
        />
        <div>
          <Button type="submit" loading={saving}>
            Change Password
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** /account/profile: names, phone and title; the password; what the user is told of. */
export function ProfilePage() {
  const profile = useProfile();
  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="lg">
        <PageTitle>Profile</PageTitle>
        {profile.data && (
          <Text c="dimmed">
            {profile.data.email}
            {profile.data.phone ? ` · ${formatPhone(profile.data.phone)}` : ''}
          </Text>
        )}
      </Stack>
      {profile.isPending ? (
        <PageLoader label="Loading your profile" />
      ) : profile.isError ? (
        <LoadError
          message="Your profile could not be loaded."
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p="xl" bg="white">
              <DetailsForm profile={profile.data} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="xl" bg="white">
              <PasswordForm />
            </Paper>
          </Grid.Col>
          <Grid.Col span={12}>
            <Paper withBorder radius="md" p="xl" bg="white">
              <TwoFactorSettings />
            </Paper>
          </Grid.Col>
          <Grid.Col span={12}>
            <Paper withBorder radius="md" p="xl" bg="white">
              <NotificationSettings />
            </Paper>
          </Grid.Col>
          <Grid.Col span={12}>
            <Paper withBorder radius="md" p="xl" bg="white">
              <ApiTokensSection />
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
