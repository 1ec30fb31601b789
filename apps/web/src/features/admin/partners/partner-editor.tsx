import {
  partnerCreateRequest,
  partnerFields,
  type AdminPartner,
  type PartnerCreateRequest,
  type PartnerFields,
} from '@app/core/api/admin/partners';
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { afterPartnerChange } from '../../../api/invalidations';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../api/api-error';
import { ErrorAlert } from '../../../ui/error-alert';
import { formValidator } from '../../../utils/form-validator';
import { NoticeAlert } from '../../../ui/notice-alert';
import { adminHref } from '../console/admin-sections';
import { createPartner, updatePartner } from './api/partners';
import { PartnerImageField } from './partner-image-field';
import { PartnerPreview } from './partner-preview';
import { validateOnBlur } from '../../../utils/validate-on-blur';

const EMPTY: PartnerCreateRequest = {
  code: '',
  name: '',
  logoFile: '',
  logoWidth: 180,
  logoHeight: 48,
  address: '',
  phone: '',
  email: '',
  url: '',
  adImage: '',
  adUrl: '',
};

/** Everything but the code, which names the partner in the address and does not change. */
function fieldsOf(values: PartnerCreateRequest): PartnerFields {
  return {
    name: values.name,
    logoFile: values.logoFile,
    logoWidth: values.logoWidth,
    logoHeight: values.logoHeight,
    address: values.address,
    phone: values.phone,
    email: values.email,
    url: values.url,
    adImage: values.adImage,
    adUrl: values.adUrl,
  };
}

/** The fields of spec 1 section 3 beside a preview of /login/{code}; creates or edits. */
export function PartnerEditor({ existing }: { existing: AdminPartner | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const creating = existing === null;
  const form = useForm<PartnerCreateRequest>({
    initialValues: existing ? { ...existing } : EMPTY,
    validate: creating ? formValidator(partnerCreateRequest) : formValidator(partnerFields),
    ...validateOnBlur<PartnerCreateRequest>(),
  });
  const values = form.getValues();

  const save = async (v: PartnerCreateRequest) => {
    setSaving(true);
    setError(null);
    setNotice(null);
    try {
      if (creating) {
        const created = await createPartner(v);
        await afterPartnerChange(queryClient);
        void navigate(adminHref(`partners/${created.code}`), {
          state: { notice: `${created.name} was created. You can now upload its logo and advert.` },
        });
      } else {
        const updated = await updatePartner(existing.code, fieldsOf(v));
        form.setValues({ ...updated });
        form.resetDirty();
        setNotice(`${updated.name} was saved.`);
        await afterPartnerChange(queryClient);
      }
    } catch (failure) {
      setError(messageOf(failure, 'The partner could not be saved.'));
    } finally {
      setSaving(false);
    }
  };

  const imageProps = {
    code: existing?.code ?? null,
    onProblem: (message: string) => {
      setNotice(null);
      setError(message);
    },
    onUploaded: (partner: AdminPartner, fileName: string) => {
      setError(null);
      form.setFieldValue('logoFile', partner.logoFile);
      form.setFieldValue('adImage', partner.adImage);
      setNotice(`${fileName} was uploaded and is live on /login/${partner.code}.`);
      void afterPartnerChange(queryClient);
    },
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <form noValidate onSubmit={form.onSubmit((v) => void save(v))}>
        <Stack gap="md">
          <ErrorAlert error={error} />
          <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="Code"
              description="In the address: /login/{code}. It cannot change later."
              withAsterisk
              disabled={!creating}
              data-autofocus
              {...form.getInputProps('code')}
            />
            <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          </SimpleGrid>
          <PartnerImageField
            kind="logo"
            label="Logo"
            inputProps={form.getInputProps('logoFile')}
            {...imageProps}
          />
          <SimpleGrid cols={2}>
            <NumberInput
              label="Logo width (px)"
              min={1}
              max={1000}
              allowDecimal={false}
              {...form.getInputProps('logoWidth')}
            />
            <NumberInput
              label="Logo height (px)"
              min={1}
              max={400}
              allowDecimal={false}
              {...form.getInputProps('logoHeight')}
            />
          </SimpleGrid>
          <TextInput label="Address" {...form.getInputProps('address')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Phone" {...form.getInputProps('phone')} />
            <TextInput label="E-mail" type="email" {...form.getInputProps('email')} />
          </SimpleGrid>
          <TextInput
            label="Website"
            description="The header logo links here."
            {...form.getInputProps('url')}
          />
          <PartnerImageField
            kind="advert"
            label="Advert image"
            inputProps={form.getInputProps('adImage')}
            {...imageProps}
          />
          <TextInput
            label="Advert link"
            description="Where the dashboard's advert leads."
            {...form.getInputProps('adUrl')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(adminHref('partners'))}>
              Back to Partners
            </Button>
            <Button type="submit" loading={saving}>
              {creating ? 'Create Partner' : 'Save Changes'}
            </Button>
          </Group>
        </Stack>
      </form>
      <PartnerPreview
        partner={{
          ...values,
          logoWidth: Number(values.logoWidth) || 0,
          logoHeight: Number(values.logoHeight) || 0,
        }}
        saved={!creating}
      />
    </SimpleGrid>
  );
}
