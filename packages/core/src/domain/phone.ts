/**
 * spec 1 section 9: phones are shown as xxx.xxx.xxxx. Input may carry any punctuation and a
 * leading US country code; anything that is not 10 digits after that is returned unchanged
 * rather than guessed at.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return phone;
  return `${national.slice(0, 3)}.${national.slice(3, 6)}.${national.slice(6)}`;
}

/** The tel: URI for a 10-digit US number, or null when the number cannot be dialled as given. */
export function phoneHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? `tel:+1${national}` : null;
}
