import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import { DEFAULT_SUPPORT_CONTACT } from '@app/core/domain/branding';
import { formatPhone } from '@app/core/domain/phone';
import type { MailMessage } from './mailer';

const signature = () =>
  `\n\n${PRODUCT_BRAND_NAME} support: ${formatPhone(DEFAULT_SUPPORT_CONTACT.phone)}, ${DEFAULT_SUPPORT_CONTACT.email}`;

export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    kind: 'verify',
    subject: `Verify your email for ${PRODUCT_BRAND_NAME}`,
    text:
      `Hello ${firstName},\n\n` +
      `Thank you for signing up for ${PRODUCT_BRAND_NAME}. Follow this link to verify your ` +
      `email address and set your password:\n\n${link}\n\n` +
      `The link works once and expires in 7 days. If you did not sign up, you can ignore this email.` +
      signature(),
  };
}

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    kind: 'reset',
    subject: `Reset your ${PRODUCT_BRAND_NAME} password`,
    text:
      `Hello ${firstName},\n\n` +
      `Someone asked to reset the password of your ${PRODUCT_BRAND_NAME} account. Follow this ` +
      `link to choose a new one:\n\n${link}\n\n` +
      `The link works once and expires in 1 hour. If you did not ask for it, ignore this email: ` +
      `your password stays as it is.` +
      signature(),
  };
}

export function invitationMail(
  to: string,
  firstName: string,
  organizationName: string,
  invitedBy: string,
  link: string,
): MailMessage {
  return {
    to,
    kind: 'invite',
    subject: `${invitedBy} invited you to ${PRODUCT_BRAND_NAME}`,
    text:
      `Hello ${firstName},\n\n` +
      `${invitedBy} invited you to the ${PRODUCT_BRAND_NAME} account of ${organizationName}. ` +
      `Follow this link to set your password and sign in:\n\n${link}\n\n` +
      `The link works once and expires in 7 days.` +
      signature(),
  };
}

export function joinRequestMail(
  to: string,
  adminFirstName: string,
  applicant: { name: string; email: string },
  adminLink: string,
): MailMessage {
  return {
    to,
    kind: 'join-request',
    subject: `${applicant.name} registered with your ${PRODUCT_BRAND_NAME} account`,
    text:
      `Hello ${adminFirstName},\n\n` +
      `${applicant.name} (${applicant.email}) registered as a user of your organization. They ` +
      `can sign in once they verify their email, but see no products until you give them ` +
      `access. Choose their products, or delete the user, under Administration:\n\n${adminLink}` +
      signature(),
  };
}

export function passwordChangedMail(to: string, firstName: string): MailMessage {
  return {
    to,
    kind: 'password-changed',
    subject: `Your ${PRODUCT_BRAND_NAME} password was changed`,
    text:
      `Hello ${firstName},\n\n` +
      `The password of your ${PRODUCT_BRAND_NAME} account was just changed, and your other ` +
      `sessions were signed out. If this was not you, contact support at once.` +
      signature(),
  };
}
