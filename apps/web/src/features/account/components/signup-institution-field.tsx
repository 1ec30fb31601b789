import { Alert, Button, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { whenPressEnds } from '../../../utils/validate-on-blur';
import type { InstitutionVerdict, SignupValues } from '../utils/signup-validation';
import { InstitutionAutocomplete } from './institution-autocomplete';

type SignupInstitutionFieldProps = {
  form: UseFormReturnType<SignupValues>;
  verdict: InstitutionVerdict;
  submitting: boolean;
  /** Register Now may be pressed: the fields it sends are valid. */
  canRegister: boolean;
};

/**
 * spec 1 section 5: the institution, and what its account means for this signup: Register Now
 * when it already has one with the plan's products, a notice when the plan is not included.
 */
export function SignupInstitutionField(props: SignupInstitutionFieldProps) {
  const { form, verdict, submitting } = props;
  return (
    <Stack gap={6}>
      <InstitutionAutocomplete
        value={form.getValues().institution}
        onChange={(institution) => {
          form.setFieldValue('institution', institution);
          form.setTouched({ institution: true });
        }}
        onBlur={() => {
          form.setTouched({ institution: true });
          whenPressEnds(() => form.validateField('institution'));
        }}
        error={form.errors.institution}
        disabled={submitting}
      />
      {verdict.kind === 'register' && (
        <Alert color="ocean" variant="light" role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{verdict.message}</Text>
            <Button
              type="submit"
              size="sm"
              disabled={submitting || !props.canRegister}
              loading={submitting}
            >
              Register Now
            </Button>
          </Stack>
        </Alert>
      )}
      {verdict.kind === 'not-included' && (
        <Alert color="yellow" variant="light" role="status">
          <Text size="sm">{verdict.message}</Text>
        </Alert>
      )}
    </Stack>
  );
}
