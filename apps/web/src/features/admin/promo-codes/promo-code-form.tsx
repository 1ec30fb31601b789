import { promoCodeCreateRequest, type PromoCodeCreateRequest } from '@app/core/api/account-admin';
import type { TierCode } from '@app/core/domain/products';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import { PROMO_PLANS } from './promo-code-state';
import { validateOnBlur } from '../../../utils/validate-on-blur';

type Values = {
  code: string;
  description: string;
  tier: TierCode;
  maxUses: number | string;
  expiresAt: string;
};

/** Empty fields mean no limit and no expiry. */
function toRequest(values: Values): PromoCodeCreateRequest {
  const plan = PROMO_PLANS.find((p) => p.tier === values.tier) ?? PROMO_PLANS[0]!;
  return {
    code: values.code,
    description: values.description,
    product: plan.product,
    tier: plan.tier,
    maxUses: values.maxUses === '' ? null : Number(values.maxUses),
    expiresAt: values.expiresAt === '' ? null : values.expiresAt,
  };
}

function validate(values: Values): Record<string, string> {
  const result = promoCodeCreateRequest.safeParse(toRequest(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'product' ? 'tier' : String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A new code: the code people type, the plan it gives, how often and until when. */
export function PromoCodeForm({
  onSubmit,
}: {
  onSubmit: (request: PromoCodeCreateRequest) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    initialValues: {
      code: '',
      description: '',
      tier: 'peer-comparison-standard',
      maxUses: '',
      expiresAt: '',
    },
    validate,
    ...validateOnBlur<Values>(),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        setSaving(true);
        setError(null);
        try {
          await onSubmit(toRequest(values));
        } catch (failure) {
          setError(messageOf(failure, 'The promo code could not be created.'));
        } finally {
          setSaving(false);
        }
      })}
    >
      <Stack gap="md">
        <ErrorAlert error={error} />
        <TextInput
          label="Code"
          description="Letters, digits and dashes; signups type it in any case."
          withAsterisk
          data-autofocus
          {...form.getInputProps('code')}
        />
        <TextInput label="Description" {...form.getInputProps('description')} />
        <Select
          label="Plan"
          withAsterisk
          allowDeselect={false}
          data={PROMO_PLANS.map((plan) => ({ value: plan.tier, label: plan.label }))}
          {...form.getInputProps('tier')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Uses allowed"
            description="Empty for no limit."
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxUses')}
          />
          <TextInput
            label="Expires"
            description="At the end of that day (UTC); empty for never."
            type="date"
            {...form.getInputProps('expiresAt')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Create Promo Code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
