import { DEFAULT_SUPPORT_CONTACT, PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import { formatPhone } from '@app/core/domain/phone';
import { LegalDocument } from '../components/legal-document';

const { email, phone } = DEFAULT_SUPPORT_CONTACT;

/** /privacy: what we collect, why, how long, and who to ask. */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      effective="January 1, 2025"
      intro={
        <p>
          {PRODUCT_BRAND_NAME} provides peer benchmarking and deposit analytics to banks and credit
          unions. This policy explains what information we handle when your organization subscribes
          and your staff use the service, why we handle it, and the choices you have. We do not sell
          personal information, and we do not use it for advertising.
        </p>
      }
      sections={[
        {
          heading: 'Information we handle',
          body: (
            <>
              <p>
                <strong>Account information.</strong> For each user: name, work email address, work
                phone number and job title, the institution the account belongs to, and the products
                and administration rights the organization gives the user. We store a one-way hash
                of each password, never the password itself.
              </p>
              <p>
                <strong>Billing information.</strong> The plan, its price and billing dates, and the
                identifiers our payment processor gives us. Card numbers are entered into the
                payment processor&apos;s own form and sent to it directly; we never store them. At
                most we keep the last four digits to help you recognize a card.
              </p>
              <p>
                <strong>Usage information.</strong> The sign-in sessions of each user (time, IP
                address and browser), the choices the application remembers for you (selected
                institution, peer group, date range, tour progress), the peer groups you create and
                the feedback you send us. Failed sign-in attempts are recorded to protect accounts
                from password guessing.
              </p>
            </>
          ),
        },
        {
          heading: 'Call report data is public',
          body: (
            <p>
              The financial figures shown in {PRODUCT_BRAND_NAME} come from call reports that banks
              file with the FFIEC and credit unions file with the NCUA, and from public market rate
              series such as those of the Federal Reserve. These are public records. The ratios,
              ranks and scores we compute from them are derived from that public data, not from
              information your institution gives us.
            </p>
          ),
        },
        {
          heading: "Your organization's data is yours",
          body: (
            <p>
              Peer groups, saved settings, uploaded logos and other content your users create belong
              to your organization. We use them only to provide the service to you. Other customers
              never see them, and we do not combine them with other customers&apos; data or share
              them with anyone except the service providers listed below, under confidentiality
              obligations, to the extent they need it to run the service.
            </p>
          ),
        },
        {
          heading: 'How we use information',
          body: (
            <ul>
              <li>To create and secure accounts, sign users in and keep them signed in.</li>
              <li>To provide the analytics your plan includes and remember your choices.</li>
              <li>To bill your organization and record what it subscribes to.</li>
              <li>
                To send service email: address verification, password resets, invitations from your
                administrators, and notices about your account.
              </li>
              <li>To answer support requests and improve the service from feedback you send.</li>
            </ul>
          ),
        },
        {
          heading: 'Cookies',
          body: (
            <>
              <p>We set only the two cookies the service needs to work, and no others:</p>
              <ul>
                <li>
                  <strong>sid</strong>, the session cookie that keeps you signed in. It holds a
                  random value and ends when you log out, after 30 minutes without activity, or 12
                  hours after you signed in.
                </li>
                <li>
                  <strong>csrf-secret</strong>, an anti-forgery cookie that lets the server check
                  that a change really comes from our own pages.
                </li>
              </ul>
              <p>
                We use no advertising, analytics or tracking cookies, and no third-party trackers.
                When you pay by card through our payment processor, its form may set its own cookies
                to prevent fraud.
              </p>
            </>
          ),
        },
        {
          heading: 'Security',
          body: (
            <p>
              Traffic to the service is encrypted in transit. Passwords are hashed with argon2id;
              session and email-link tokens are stored only as hashes, and email links expire and
              work once. Access inside the application is checked on the server for every request:
              by sign-in, by the products your plan includes and by your organization. Changing your
              password signs out your other sessions. Administrators of your organization control
              who has access to it.
            </p>
          ),
        },
        {
          heading: 'Retention',
          body: (
            <p>
              We keep account, billing and organization data while your organization subscribes.
              When a subscription ends, we delete the organization&apos;s users and content within
              90 days unless the organization asks us to keep them longer to return; billing records
              are kept for as long as tax and accounting law requires. Expired sessions and failed
              sign-in records are removed within a day. Deleting a user removes their account and
              their remembered choices at once.
            </p>
          ),
        },
        {
          heading: 'Service providers',
          body: (
            <p>
              We rely on a small number of providers to run the service: hosting and database
              infrastructure, an email delivery service, and a payment processor. Each receives only
              what it needs for its task and is bound to protect it.
            </p>
          ),
        },
        {
          heading: 'Your choices and requests',
          body: (
            <p>
              You can view and correct your name, phone and title on your Profile page, and your
              organization&apos;s administrators can change or delete users. To obtain a copy of
              your information, or to ask us to delete it, contact us as below. We answer within 30
              days.
            </p>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <p>
              Questions about this policy: email <a href={`mailto:${email}`}>{email}</a> or call{' '}
              {formatPhone(phone)}. If we change this policy in a way that matters, we will tell the
              administrators of subscribing organizations by email before the change takes effect.
            </p>
          ),
        },
      ]}
    />
  );
}
