import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/make-user';
import { planCardModel } from './plan-card-model';

// The organization's administrator: the one who may upgrade it.
const basic = makeUser({
  claims: ['peer-comparison', 'client-admin'],
  products: [
    {
      clientCode: 'peer-comparison',
      tierClientCode: 'peer-comparison-basic',
      name: 'Peer Comparison',
      hasDashboard: true,
    },
  ],
});

describe('pricing cards (spec 1 sections 2 and 9)', () => {
  it('shows the spec prices and labels', () => {
    const pc = planCardModel('PeerComparisonStandard', false, null);
    expect(pc.headline).toEqual({ amount: '$99', unit: 'Monthly' });
    expect(pc.secondary).toBe('or $1,000 Annual');
    const nmd = planCardModel('NonMaturityDepositsStandard', false, null);
    expect(nmd.headline).toEqual({ amount: '$145', unit: '/ month' });
    expect(nmd.secondary).toBe('Billed annually: $1,740 per year');
    const bundle = planCardModel('BundleYearly', true, null);
    expect(bundle.headline.amount).toBe('$200');
    expect(bundle.secondary).toBe('Billed annually: $2,400 per year');
    expect(planCardModel('PeerComparisonBasic', false, null).headline.amount).toBe('$0');
  });

  it('offers signup to visitors', () => {
    expect(planCardModel('BundleYearly', true, null).action).toEqual({
      kind: 'link',
      label: 'Sign Up',
      to: '/signup?plan=BundleYearly',
    });
  });

  it('shows Your Current Plan or Upgrade Now to signed-in users', () => {
    expect(planCardModel('PeerComparisonBasic', false, basic).action.label).toBe(
      'Your Current Plan',
    );
    expect(planCardModel('PeerComparisonStandard', true, basic).action).toEqual({
      kind: 'link',
      label: 'Upgrade Now',
      to: '/upgrade?plan=PeerComparisonStandard',
    });
    const standard = makeUser({ claims: ['peer-comparison', 'client-admin'] });
    expect(planCardModel('PeerComparisonStandard', false, standard).action.label).toBe(
      'Your Current Plan',
    );
    expect(planCardModel('BundleYearly', false, standard).action.label).toBe('Upgrade Now');
    expect(planCardModel('PeerComparisonBasic', false, standard).action.kind).toBe('included');
  });

  it('tells a member who is not client-admin to ask their administrator, by name', () => {
    const member = makeUser({ administrators: ['Sam Admin', 'Lee Boss'] });
    expect(planCardModel('BundleYearly', false, member).action).toEqual({
      kind: 'ask',
      label: 'Ask your administrator',
      note: "Ask your administrator (Sam Admin and Lee Boss) to upgrade your organization's plan.",
    });
    expect(planCardModel('PeerComparisonStandard', false, member).action.label).toBe(
      'Your Current Plan',
    );
  });

  it('tells a member of an organization nobody administers how to reach support', () => {
    const alone = makeUser({ administrators: [] });
    expect(planCardModel('BundleYearly', false, alone).action).toEqual({
      kind: 'ask',
      label: 'Contact support',
      note: 'Your organization has no administrator to upgrade its plan. Contact Peerscope support at 800.555.0142 or support@peerscope.example: they can upgrade it or make one of you its administrator.',
    });
    const partnered = makeUser({
      administrators: [],
      support: { name: 'Acme Advisors', phone: '5155550100', email: 'help@acme.example' },
    });
    expect(planCardModel('BundleYearly', false, partnered).action).toMatchObject({
      note: expect.stringContaining(
        'Contact Acme Advisors support at 515.555.0100 or help@acme.example',
      ),
    });
  });

  it('puts Best value on a plan the user does not have yet, never on their own plan', () => {
    const standard = makeUser({ claims: ['peer-comparison', 'client-admin'] });
    // /upgrade-pricing highlights Standard: for a Standard subscriber it is only their plan.
    expect(planCardModel('PeerComparisonStandard', true, standard).highlighted).toBe(false);
    expect(planCardModel('PeerComparisonStandard', true, basic).highlighted).toBe(true);
    expect(planCardModel('BundleYearly', true, null).highlighted).toBe(true);
  });
});
