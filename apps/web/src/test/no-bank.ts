import type { TPublisherBank } from '@atlas/shared';

/** Test-only: a publisher's bank details as the server answers them before any are saved. */
export const noBank: TPublisherBank = {
  status: 'missing',
  reviewReason: null,
  updatedAt: null,
  bankCountry: null,
  accountHolderName: null,
  bankName: null,
  currency: null,
  accountType: null,
  routingNumber: null,
  institutionNumber: null,
  transitNumber: null,
  sortCode: null,
  bic: null,
  accountMasked: null,
};
