/**
 * Input masks, applied as the user types: digits only, punctuation inserted. The masked text is
 * what the field shows; the server keeps digits.
 */

/** spec 1 section 2: Phone, mask 000-000-0000. */
export function maskPhone(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A card number in groups of four (up to 19 digits). */
export function maskCardNumber(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 19);
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY; a first digit above 1 is a month of its own ("4" becomes "04/"). */
export function maskExpiry(value: string): string {
  let d = value.replace(/\D/g, '').slice(0, 4);
  if (d.length === 1 && Number(d) > 1) d = `0${d}`;
  if (d.length <= 2) return d.length === 2 && value.length > 2 ? `${d}/` : d;
  return `${d.slice(0, 2)}/${d.slice(2)}`;
}

export function maskDigits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
