import { DEFAULT_SUPPORT_CONTACT, PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import { formatPhone } from '@app/core/domain/phone';
import { Link } from 'react-router';
import { LegalDocument } from '../components/legal-document';

const { email, phone } = DEFAULT_SUPPORT_CONTACT;

/** /terms: the terms a subscribing organization and its users agree to. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Use"
      effective="January 1, 2025"
      intro={
        <p>
          These terms apply to the use of {PRODUCT_BRAND_NAME} by a subscribing bank, credit union
          or other organization (&quot;your organization&quot;) and by the users it gives access to.
          By signing up or signing in you accept them on behalf of yourself and, if you sign up,
          your organization.
        </p>
      }
      sections={[
        {
          heading: 'Accounts',
          body: (
            <p>
              Each user has their own account, identified by a work email address; accounts may not
              be shared. You are responsible for keeping your password confidential and for what is
              done under your account. The first user of an organization administers it and can
              invite, change and remove other users. Tell us at once if you suspect unauthorized
              use.
            </p>
          ),
        },
        {
          heading: 'Plans, payment and upgrades',
          body: (
            <p>
              Plans, prices and what each includes are shown on the{' '}
              <Link to="/pricing">Pricing</Link> page. Paid plans are billed in advance, monthly or
              annually as chosen, and renew for the same period until cancelled. An upgrade takes
              effect as soon as its payment is confirmed. Promo codes are subject to the terms they
              were offered under, may expire, and have no cash value. Prices do not include
              applicable taxes.
            </p>
          ),
        },
        {
          heading: 'Cancellation',
          body: (
            <p>
              Your organization may cancel at any time by contacting support; the plan stays active
              until the end of the period already paid for, and fees already paid are not refunded
              except where the law requires. We may suspend an account that is not paid or that
              breaches these terms, after notice where practical.
            </p>
          ),
        },
        {
          heading: 'Acceptable use',
          body: (
            <ul>
              <li>Use the service only for your organization&apos;s internal business purposes.</li>
              <li>
                Do not resell the service or its output as a data product, or make it available to
                anyone outside your organization except in reports for your board, examiners,
                auditors and advisers.
              </li>
              <li>
                Do not probe, scan or test the service&apos;s security, circumvent its access
                controls, or extract data in bulk by automated means.
              </li>
              <li>Do not upload content you have no right to use, or content that is unlawful.</li>
            </ul>
          ),
        },
        {
          heading: 'Data',
          body: (
            <p>
              Call report figures come from public filings with the FFIEC and the NCUA and may be
              amended by the filers; we update them as new filings are published. Content your users
              create stays your organization&apos;s. How we handle personal information is described
              in our <Link to="/privacy">Privacy Policy</Link>.
            </p>
          ),
        },
        {
          heading: 'Analytics are not advice',
          body: (
            <p>
              Ratios, scores, decay rates, betas and other results are estimates computed from
              reported data with documented methods. They support, but do not replace, your own
              judgment, your asset-liability management process and the advice of qualified
              professionals. You remain responsible for decisions and regulatory filings based on
              them.
            </p>
          ),
        },
        {
          heading: 'Availability and changes',
          body: (
            <p>
              We aim to keep the service available at all times, except during announced
              maintenance. We may improve or change features; we will not materially reduce what a
              paid plan includes during a period already paid for.
            </p>
          ),
        },
        {
          heading: 'Warranty and liability',
          body: (
            <p>
              The service is provided &quot;as is&quot;. To the extent the law allows, we disclaim
              implied warranties, and our total liability for any claim is limited to the fees your
              organization paid in the twelve months before the claim. Neither party is liable for
              indirect or consequential losses.
            </p>
          ),
        },
        {
          heading: 'Changes to these terms',
          body: (
            <p>
              We may update these terms. We will email the administrators of subscribing
              organizations at least 30 days before a material change takes effect; continuing to
              use the service afterwards means accepting the updated terms.
            </p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Email <a href={`mailto:${email}`}>{email}</a> or call {formatPhone(phone)}.
            </p>
          ),
        },
      ]}
    />
  );
}
