import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { maskPhone } from '../utils/input-masks';
import type { SignupValues } from '../utils/signup-validation';

/** The signup form's name, phone and job title (spec 1 section 2). */
export function PersonFields({ form }: { form: UseFormReturnType<SignupValues> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="First Name"
        withAsterisk
        autoComplete="given-name"
        {...form.getInputProps('firstName')}
      />
      <TextInput
        label="Last Name"
        withAsterisk
        autoComplete="family-name"
        {...form.getInputProps('lastName')}
      />
      <TextInput
        label="Phone"
        withAsterisk
        type="tel"
        placeholder="000-000-0000"
        autoComplete="tel-national"
        {...form.getInputProps('phone')}
        onChange={(event) => form.setFieldValue('phone', maskPhone(event.currentTarget.value))}
      />
      <TextInput
        label="Job Title"
        withAsterisk
        autoComplete="organization-title"
        {...form.getInputProps('title')}
      />
    </SimpleGrid>
  );
}
