import type { TCompanyDetails } from '@atlas/shared';
import type { TConfig } from '../../config';

/**
 * The company that bills, as configured (COMPANY_*; the support address is CONTACT_EMAIL): the
 * publisher statement's letterhead and payment methods, and the seller's bank transfer details.
 */
export function companyDetails(config: TConfig): TCompanyDetails {
  return {
    name: config.COMPANY_NAME,
    address: config.COMPANY_ADDRESS,
    phone: config.COMPANY_PHONE,
    website: config.COMPANY_WEBSITE,
    supportEmail: config.CONTACT_EMAIL,
    ach: {
      bankName: config.COMPANY_ACH_BANK_NAME,
      routingNumber: config.COMPANY_ACH_ROUTING_NUMBER,
      accountNumber: config.COMPANY_ACH_ACCOUNT_NUMBER,
      accountName: config.COMPANY_ACH_ACCOUNT_NAME,
    },
    check: { payee: config.COMPANY_CHECK_PAYEE, mailingAddress: config.COMPANY_CHECK_ADDRESS },
    paypal: { email: config.COMPANY_PAYPAL_EMAIL },
    wire: {
      bankName: config.COMPANY_WIRE_BANK_NAME,
      swift: config.COMPANY_WIRE_SWIFT,
      account: config.COMPANY_WIRE_ACCOUNT,
      bankAddress: config.COMPANY_WIRE_BANK_ADDRESS,
    },
  };
}
