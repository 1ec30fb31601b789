import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import { DEFAULT_SUPPORT_CONTACT } from '@app/core/domain/branding';
import { JOIN_REQUEST_DAYS } from '@app/core/domain/membership';
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
  organizationName: string,
  adminLink: string,
): MailMessage {
  return {
    to,
    kind: 'join-request',
    subject: `${applicant.name} asks to join ${organizationName} on ${PRODUCT_BRAND_NAME}`,
    text:
      `Hello ${adminFirstName},\n\n` +
      `${applicant.name} (${applicant.email}) registered with the ${PRODUCT_BRAND_NAME} account ` +
      `of ${organizationName} and asks to join it. Until one of its administrators approves, ` +
      `they see no products and none of your organization's data. Approve or decline the ` +
      `request under Administration:\n\n${adminLink}\n\n` +
      `Unanswered, the request ends in ${JOIN_REQUEST_DAYS} days. If you do not know them, decline it.` +
      signature(),
  };
}

export function joinApprovedMail(
  to: string,
  firstName: string,
  organizationName: string,
  approvedBy: string,
  loginLink: string,
): MailMessage {
  return {
    to,
    kind: 'join-approved',
    subject: `You joined ${organizationName} on ${PRODUCT_BRAND_NAME}`,
    text:
      `Hello ${firstName},\n\n` +
      `${approvedBy} approved your request to join ${organizationName}. Sign in to start:\n\n` +
      `${loginLink}` +
      signature(),
  };
}

export function joinDeclinedMail(
  to: string,
  firstName: string,
  organizationName: string,
  declinedBy: string,
): MailMessage {
  return {
    to,
    kind: 'join-declined',
    subject: `Your request to join ${organizationName} was declined`,
    text:
      `Hello ${firstName},\n\n` +
      `${declinedBy} declined your request to join ${organizationName} on ${PRODUCT_BRAND_NAME}. ` +
      `If you think this is a mistake, ask them directly, or register again.` +
      signature(),
  };
}

export function joinExpiredMail(
  to: string,
  firstName: string,
  organizationName: string,
): MailMessage {
  return {
    to,
    kind: 'join-expired',
    subject: `Your request to join ${organizationName} has ended`,
    text:
      `Hello ${firstName},\n\n` +
      `Nobody at ${organizationName} answered your request to join its ${PRODUCT_BRAND_NAME} ` +
      `account within ${JOIN_REQUEST_DAYS} days, so it has ended. Ask your administrator to ` +
      `invite you, or register again.` +
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

/** A platform admin's answer to feedback whose sender agreed to be contacted (issue 14). */
export function feedbackReplyMail(
  to: string,
  firstName: string,
  reply: { subject: string; text: string },
  feedback: { content: string; sentAt: Date },
): MailMessage {
  const sent = feedback.sentAt.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const quoted = feedback.content
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to,
    kind: 'feedback-reply',
    subject: reply.subject,
    text:
      `Hello ${firstName},\n\n${reply.text}\n\n` +
      `You wrote to us on ${sent}:\n\n${quoted}` +
      signature(),
  };
}

/**
 * The e-mail digest of a new quarter (issue 25 point 6): the same lines as the in-app
 * notification, each with the full address of the page that shows it.
 */
export function quarterDigestMail(
  to: string,
  firstName: string,
  title: string,
  lines: readonly { text: string; link: string | null }[],
  publicUrl: string,
): MailMessage {
  const body = lines
    .map((line) => `- ${line.text}${line.link ? `\n  ${publicUrl}${line.link}` : ''}`)
    .join('\n');
  return {
    to,
    kind: 'quarter-digest',
    subject: `${title} — ${PRODUCT_BRAND_NAME}`,
    text:
      `Hello ${firstName},\n\n${title}.\n\n${body}\n\n` +
      `You receive this digest because you asked for it on your profile page; turn it off there.` +
      signature(),
  };
}

/** After a sign-in from a browser the account has not signed in from before (issue 27). */
export function newBrowserMail(
  to: string,
  firstName: string,
  signIn: { browser: string; ip: string; at: Date },
): MailMessage {
  return {
    to,
    kind: 'new-browser',
    subject: `New sign-in to your ${PRODUCT_BRAND_NAME} account`,
    text:
      `Hello ${firstName},\n\n` +
      `Your ${PRODUCT_BRAND_NAME} account was signed in to from a browser it had not been ` +
      `used from before:\n\n` +
      `  ${signIn.browser}, address ${signIn.ip}, ${signIn.at.toUTCString()}\n\n` +
      `If this was you, there is nothing to do. If not, change your password at once and ` +
      `turn on two-factor sign-in on your profile page; the sign-in history there lists every ` +
      `attempt.` +
      signature(),
  };
}
