import {
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  LOGO_MESSAGES,
  inviteUserRequest,
  updateUserRequest,
  type JoinRequest,
  type OrganizationUser,
} from '@app/core/api/organization-admin';
import type { UserState } from '@app/core/api/auth';
import { CLIENT_ADMIN_CLAIM, PRODUCT_NAMES, type ProductCode } from '@app/core/domain/products';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  FileButton,
  Group,
  Image,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { formValidator } from '../../../utils/form-validator';
import {
  deleteLogo,
  deleteUser,
  inviteUser,
  updateUser,
  uploadLogo,
  useLogoInfo,
  useOrganizationSummary,
  useOrganizationUsers,
} from '../api/organization-admin';
import { approveJoinRequest, declineJoinRequest, useJoinRequests } from '../api/membership';
import {
  afterJoinRequestDecision,
  afterLogoChange,
  afterOrganizationUsersChange,
} from '../../../api/invalidations';
import { logoImagePath } from '../../../api/content/logo-image-path';

type UserFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  products: ProductCode[];
  admin: boolean;
};

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;

/** Products the organization holds, plus Administration (spec: "including administration"). */
function AccessCheckboxes({
  products,
  value,
  onChange,
  admin,
  onAdminChange,
  adminLocked,
}: {
  products: ProductCode[];
  value: ProductCode[];
  onChange: (value: ProductCode[]) => void;
  admin: boolean;
  onAdminChange: (value: boolean) => void;
  adminLocked?: boolean;
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
    </Stack>
  );
}

function UserForm({
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
    validateInputOnBlur: true,
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

function UsersSection({ products }: { products: ProductCode[] }) {
  const users = useOrganizationUsers();
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<OrganizationUser | null>(null);
  const [deleting, setDeleting] = useState<OrganizationUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const refresh = () => afterOrganizationUsersChange(queryClient);

  if (users.isPending) return <PageLoader label="Loading users" />;
  if (users.isError)
    return (
      <LoadError message="The users could not be loaded." onRetry={() => void users.refetch()} />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2} fz="h4">
          Users
        </Title>
        <Button onClick={() => setInviting(true)}>Invite User</Button>
      </Group>
      {notice && (
        <Alert
          color="teal"
          variant="light"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Access</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th aria-label="Actions" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {user.firstName} {user.lastName}
                    {user.self ? ' (you)' : ''}
                  </Text>
                  {user.title && (
                    <Text size="xs" c="dimmed">
                      {user.title}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.email}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {user.products.map((p) => (
                      <Badge key={p} variant="light" size="sm">
                        {PRODUCT_NAMES[p]}
                      </Badge>
                    ))}
                    {user.admin && (
                      <Badge variant="light" color="grape" size="sm">
                        Administration
                      </Badge>
                    )}
                    {user.products.length === 0 && !user.admin && (
                      <Text size="xs" c="dimmed">
                        No access yet
                      </Text>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="dot"
                    color={user.status === 'active' ? 'teal' : 'yellow'}
                    size="sm"
                  >
                    {user.status === 'active' ? 'Active' : 'Invited'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      onClick={() => setEditing(user)}
                      aria-label={`Edit ${user.email}`}
                    >
                      Edit
                    </Button>
                    {!user.self && (
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        onClick={() => {
                          setDeleteError(null);
                          setDeleting(user);
                        }}
                        aria-label={`Delete ${user.email}`}
                      >
                        Delete
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Modal opened={inviting} onClose={() => setInviting(false)} title="Invite a user" size="lg">
        <Text size="sm" c="dimmed" mb="md">
          We email them a link to set their password. It expires in 7 days.
        </Text>
        <UserForm
          initial={{
            firstName: '',
            lastName: '',
            email: '',
            products: [...products],
            admin: false,
          }}
          products={products}
          withEmail
          submitLabel="Send Invitation"
          onSubmit={async (values) => {
            const invited = await inviteUser(values);
            setInviting(false);
            setNotice(`Invitation sent to ${invited.email}.`);
            await refresh();
          }}
        />
      </Modal>

      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit user" size="lg">
        {editing && (
          <>
            <Text size="sm" c="dimmed" mb="md">
              {editing.email}
            </Text>
            <UserForm
              initial={{ ...editing }}
              products={products}
              withEmail={false}
              adminLocked={editing.self}
              submitLabel="Save Changes"
              onSubmit={async (values) => {
                await updateUser(editing.id, values);
                setEditing(null);
                setNotice(`${values.firstName} ${values.lastName} was updated.`);
                await refresh();
              }}
            />
          </>
        )}
      </Modal>

      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete user">
        {deleting && (
          <Stack>
            <Text size="sm">
              Delete {deleting.firstName} {deleting.lastName} ({deleting.email})? They can no longer
              sign in, and their saved choices are removed.
            </Text>
            {deleteError && (
              <Alert color="red" variant="light" role="alert">
                {deleteError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                onClick={async () => {
                  try {
                    await deleteUser(deleting.id);
                    setNotice(`${deleting.email} was deleted.`);
                    setDeleting(null);
                    await refresh();
                  } catch (failure) {
                    setDeleteError(messageOf(failure, 'The user could not be deleted.'));
                  }
                }}
              >
                Delete User
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/**
 * Requests to join the organization (Register on the signup page): Approve makes the person a
 * user with every product the organization holds, as an invitation would; Decline ends the
 * request. Either way they are e-mailed. Shown only while there are requests.
 */
function JoinRequestsSection() {
  const requests = useJoinRequests();
  const queryClient = useQueryClient();
  const [declining, setDeclining] = useState<JoinRequest | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (requests.isPending) return null;
  if (requests.isError) {
    return (
      <LoadError
        message="The requests to join could not be loaded."
        onRetry={() => void requests.refetch()}
      />
    );
  }
  if (requests.data.length === 0 && !notice) return null;

  const decide = async (request: JoinRequest, approve: boolean) => {
    setBusy(request.id);
    setError(null);
    try {
      await (approve ? approveJoinRequest(request.id) : declineJoinRequest(request.id));
      const name = `${request.firstName} ${request.lastName}`;
      setNotice(approve ? `${name} joined your organization.` : `${name}'s request was declined.`);
      setDeclining(null);
      await afterJoinRequestDecision(queryClient);
    } catch (failure) {
      setError(messageOf(failure, 'The request could not be answered.'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="xl" bg="white">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Requests to join
        </Title>
        <Text size="sm" c="dimmed">
          These people registered with your organization&apos;s account. They see nothing of it
          until you approve; unanswered, a request ends after 14 days.
        </Text>
        {notice && (
          <Alert
            color="teal"
            variant="light"
            role="status"
            withCloseButton
            onClose={() => setNotice(null)}
          >
            {notice}
          </Alert>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {requests.data.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Asked</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {requests.data.map((request) => (
                  <Table.Tr key={request.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {request.firstName} {request.lastName}
                      </Text>
                      {request.title && (
                        <Text size="xs" c="dimmed">
                          {request.title}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{request.email}</Text>
                      {!request.emailVerified && (
                        <Text size="xs" c="dimmed">
                          Email not verified yet
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{shortDate(request.requestedAt)}</Text>
                      <Text size="xs" c="dimmed">
                        Ends {shortDate(request.expiresAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          loading={busy === request.id}
                          onClick={() => void decide(request, true)}
                          aria-label={`Approve ${request.email}`}
                        >
                          Approve
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          disabled={busy === request.id}
                          onClick={() => setDeclining(request)}
                          aria-label={`Decline ${request.email}`}
                        >
                          Decline
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal opened={declining !== null} onClose={() => setDeclining(null)} title="Decline request">
        {declining && (
          <Stack>
            <Text size="sm">
              Decline {declining.firstName} {declining.lastName} ({declining.email})? They are told
              by email and see nothing of your organization.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeclining(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={busy === declining.id}
                onClick={() => void decide(declining, false)}
              >
                Decline Request
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

function LogoSection() {
  const logo = useLogoInfo();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => afterLogoChange(queryClient);

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type))
      return setError(LOGO_MESSAGES.wrongType);
    if (file.size > LOGO_MAX_BYTES) return setError(LOGO_MESSAGES.tooLarge);
    setBusy(true);
    try {
      await uploadLogo({
        fileName: file.name,
        contentType: file.type as (typeof LOGO_CONTENT_TYPES)[number],
        data: await readAsBase64(file),
      });
      await refresh();
    } catch (failure) {
      setError(messageOf(failure, 'The logo could not be uploaded.'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setError(null);
    setBusy(true);
    try {
      await deleteLogo();
      await refresh();
    } catch (failure) {
      setError(messageOf(failure, 'The logo could not be deleted.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        Logo
      </Title>
      <Text size="sm" c="dimmed">
        Your logo appears on printed reports. PNG, JPEG or SVG, up to {LOGO_MAX_BYTES / 1024} KB. To
        replace it, delete the current logo first.
      </Text>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {logo.data?.hasLogo ? (
        <Stack gap="sm" align="flex-start">
          <Paper withBorder p="md" radius="md" bg="gray.0">
            <Image
              src={logoImagePath(logo.data.uploadedAt ?? '')}
              alt="Your organization's logo"
              mah={96}
              maw={280}
              fit="contain"
            />
          </Paper>
          <Text size="xs" c="dimmed">
            {logo.data.fileName} · {Math.ceil((logo.data.size ?? 0) / 1024)} KB
          </Text>
          <Button variant="outline" color="red" onClick={() => void remove()} loading={busy}>
            Delete Logo
          </Button>
        </Stack>
      ) : (
        <FileButton onChange={(file) => void upload(file)} accept={LOGO_CONTENT_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="outline" loading={busy} style={{ alignSelf: 'flex-start' }}>
              Upload Logo
            </Button>
          )}
        </FileButton>
      )}
    </Stack>
  );
}

/** /account/admin: an organization's own user administration, for client-admin users. */
export function OrganizationAdminPage({ user }: { user: UserState }) {
  if (!user.claims.includes(CLIENT_ADMIN_CLAIM)) {
    return (
      <Container size="sm" py={64}>
        <PageTitle documentTitle="Administration">
          You do not have access to Administration
        </PageTitle>
        <Text c="dimmed" mt="sm">
          Ask your organization&apos;s administrator if you need to manage users.
        </Text>
      </Container>
    );
  }
  return <Administration organizationName={user.organizationName} />;
}

function Administration({ organizationName }: { organizationName: string }) {
  const summary = useOrganizationSummary();
  const products = (summary.data?.products ?? []).map((p) => p.product);
  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="lg">
        <PageTitle>Administration</PageTitle>
        <Text c="dimmed">Users and logo of {organizationName}.</Text>
      </Stack>
      <Stack gap="lg">
        <JoinRequestsSection />
        <Paper withBorder radius="md" p="xl" bg="white">
          {summary.isPending ? (
            <PageLoader label="Loading your organization" />
          ) : (
            <UsersSection products={products} />
          )}
        </Paper>
        <Paper withBorder radius="md" p="xl" bg="white">
          <LogoSection />
        </Paper>
      </Stack>
    </Container>
  );
}
