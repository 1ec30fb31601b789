/** What a form asks of its Payment field once the billing account exists. */
export interface CardPaymentHandle {
  /** Confirms the first payment; resolves to the provider's error message, or null when paid. */
  confirm(clientSecret: string): Promise<string | null>;
}
