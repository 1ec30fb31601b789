import type { UserState } from '@app/core/api/auth';
import {
  DEFAULT_UPGRADE_PLAN,
  PLANS,
  UPGRADE_PLAN_TYPES,
  planStanding,
} from '@app/core/domain/plans';
import { Alert, Anchor, Button, Container, Grid, Paper, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { fetchFreshMe } from '../../../api/auth/get-me';
import { afterUpgrade } from '../../../api/invalidations';
import { PageTitle } from '../../../ui/page-title';
import { useBillingConfig } from '../api/get-billing-config';
import { useSubscriptionOptions } from '../api/get-subscription-options';
import { upgradeAccount } from '../api/upgrade-account';
import type { CardPaymentHandle } from '../billing/card-payment-handle';
import { payByCard } from '../billing/pay-by-card';
import { PaymentField } from '../billing/payment-field';
import { PlanSummary } from '../components/plan-summary';
import { mayChangePlan } from '@app/core/domain/membership';
import { AskAdministratorAlert } from '../../../ui/ask-administrator-alert';

type UpgradePlan = (typeof UPGRADE_PLAN_TYPES)[number];

export function upgradePlanFromQuery(value: string | null): UpgradePlan {
  return UPGRADE_PLAN_TYPES.find((p) => p === value) ?? (DEFAULT_UPGRADE_PLAN as UpgradePlan);
}

type UpgradePageProps = {
  user: UserState;
};

/**
 * /upgrade?plan= (spec 1 section 4): billing account, card confirmation, refresh of the user
 * state, the upgrade itself, then /upgrade/thankyou.
 */
export function UpgradePage({ user }: UpgradePageProps) {
  const [params] = useSearchParams();
  const planType = upgradePlanFromQuery(params.get('plan'));
  const plan = PLANS[planType];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useSubscriptionOptions(planType);
  const billingConfig = useBillingConfig();
  const payment = useRef<CardPaymentHandle>(null);
  const [subscriptionId, setSubscriptionId] = useState<string | null>(null);
  const [subscriptionTouched, setSubscriptionTouched] = useState(false);
  const [cardComplete, setCardComplete] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const chosen =
    subscriptionId ?? (options.data?.length === 1 ? options.data[0]?.id : null) ?? null;
  const held = user.products.map((p) => p.tierClientCode);
  const alreadyHeld = planStanding(planType, held) === 'current';
  const cannotUpgrade = user.admin || user.institutionIid === null;

  const upgrade = async () => {
    if (!chosen) return;
    setSubmitting(true);
    setCardError(null);
    setFormError(null);
    try {
      const paid = await payByCard(payment.current, {
        email: user.userName,
        name: user.displayName,
        subscription: chosen,
        planType,
      });
      if ('declined' in paid) {
        setCardError(paid.declined);
        setSubmitting(false);
        return;
      }
      const { setup } = paid;
      // spec 1 section 4: refresh the user state, then upgrade the account.
      const fresh = await fetchFreshMe();
      const upgraded = await upgradeAccount({
        organizationId: fresh.organizationId,
        subscriptionId: chosen,
        billingCustomerId: setup.customerId,
        billingSubscriptionId: setup.subscriptionId,
        planType,
      });
      // Everything fetched under the old tier may now answer differently.
      await afterUpgrade(queryClient, upgraded);
      // The thank-you page confirms only an upgrade it is told about.
      void navigate('/upgrade/thankyou', { state: { upgradedTo: planType } });
    } catch (error) {
      setFormError(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
      setSubmitting(false);
    }
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap={4} mb="lg">
        <PageTitle>Upgrade</PageTitle>
        <Text c="dimmed">
          {alreadyHeld
            ? `${user.organizationName} is on the ${plan.name} plan.`
            : `Upgrade ${user.organizationName} to ${plan.name}. The new plan takes effect at once.`}
        </Text>
      </Stack>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} bg="white">
            {cannotUpgrade ? (
              <Alert color="yellow" variant="light">
                This account has no institution plan to upgrade.
              </Alert>
            ) : alreadyHeld ? (
              <Stack align="flex-start">
                <Alert color="teal" variant="light">
                  Your organization already has the {plan.name} plan.
                </Alert>
                <Button component={Link} to="/dashboard">
                  Go to the dashboard
                </Button>
              </Stack>
            ) : !mayChangePlan(user) ? (
              // Only the organization's administrators change its plan (the server agrees).
              <AskAdministratorAlert user={user} />
            ) : (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  setSubscriptionTouched(true);
                  if (chosen && cardComplete && !submitting) void upgrade();
                }}
              >
                <Stack gap="md">
                  {formError && (
                    <Alert color="red" variant="light" role="alert">
                      {formError}
                    </Alert>
                  )}
                  <Select
                    label="Subscription"
                    withAsterisk
                    placeholder="Choose how to pay"
                    data={(options.data ?? []).map((o) => ({ value: o.id, label: o.display }))}
                    value={chosen}
                    onChange={setSubscriptionId}
                    onBlur={() => setSubscriptionTouched(true)}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: false }}
                    error={subscriptionTouched && !chosen ? 'Subscription is required.' : undefined}
                  />
                  <PaymentField
                    ref={payment}
                    config={billingConfig.data}
                    error={cardError}
                    onCompleteChange={setCardComplete}
                    disabled={submitting}
                  />
                  <div>
                    <Button
                      type="submit"
                      size="md"
                      disabled={!chosen || !cardComplete || submitting}
                      loading={submitting}
                    >
                      Upgrade Now
                    </Button>
                  </div>
                </Stack>
              </form>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <PlanSummary planType={planType} changeLink="/upgrade-pricing" />
            <Text size="sm" c="dimmed">
              Changed your mind?{' '}
              <Anchor component={Link} to="/dashboard" inherit>
                Back to the dashboard
              </Anchor>
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
