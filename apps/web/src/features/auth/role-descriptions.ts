import type { TUserRole } from '@atlas/shared';

/** What each kind of account does on Affiliate Atlas (spec 1), for sign-up and the landing page. */
export const roleDescriptions: Record<TUserRole, { label: string; summary: string }> = {
  seller: {
    label: 'Seller',
    summary: 'You own a brand on Amazon and set commissions for publishers who promote your products.',
  },
  publisher: {
    label: 'Publisher',
    summary: 'You promote products with tracking links and earn commissions on the sales you bring.',
  },
  partner: {
    label: 'Partner',
    summary: 'You bring publishers to the marketplace and manage their tracking links and tracking ids.',
  },
};
