import { z } from 'zod';

// The company that bills: its letterhead and the four ways to pay it (spec 2.2, the publisher's
// statement; the seller's bank transfer reads the same). Set by configuration (COMPANY_*), never
// by an account.

export const ZCompanyDetailsSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string(),
  /** Where questions about a statement go (the contact address, CONTACT_EMAIL). */
  supportEmail: z.string(),
  /** US ACH payment. */
  ach: z.object({
    bankName: z.string(),
    routingNumber: z.string(),
    accountNumber: z.string(),
    accountName: z.string(),
  }),
  /** A mailed check, the invoice number in its memo. */
  check: z.object({ payee: z.string(), mailingAddress: z.string() }),
  /** The wallet provider's account (PayPal). */
  paypal: z.object({ email: z.string() }),
  /** International wire payment. */
  wire: z.object({
    bankName: z.string(),
    swift: z.string(),
    /** The IBAN, or the account number where the bank has none. */
    account: z.string(),
    bankAddress: z.string(),
  }),
});
export type TCompanyDetails = z.infer<typeof ZCompanyDetailsSchema>;
