/**
 * spec 1 section 5: signup needs a work e-mail address. These are the common free and
 * consumer mail domains a bank or credit union employee would not use for work.
 */
export const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'aim.com',
  'aol.com',
  'att.net',
  'bellsouth.net',
  'charter.net',
  'comcast.net',
  'cox.net',
  'earthlink.net',
  'fastmail.com',
  'frontier.com',
  'gmail.com',
  'gmx.com',
  'gmx.net',
  'googlemail.com',
  'hey.com',
  'hotmail.com',
  'hush.com',
  'hushmail.com',
  'icloud.com',
  'inbox.com',
  'juno.com',
  'live.com',
  'lycos.com',
  'mac.com',
  'mail.com',
  'me.com',
  'msn.com',
  'netzero.net',
  'optonline.net',
  'outlook.com',
  'proton.me',
  'protonmail.com',
  'qq.com',
  'rocketmail.com',
  'sbcglobal.net',
  'tutanota.com',
  'verizon.net',
  'windstream.net',
  'yahoo.com',
  'yandex.com',
  'ymail.com',
  'zoho.com',
]);

/** The part after the last @, lower-cased; '' when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

export function isFreeMailAddress(email: string): boolean {
  return FREE_MAIL_DOMAINS.has(emailDomain(email));
}
