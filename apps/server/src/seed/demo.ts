import { sellerNotice, type TUserRole } from '@atlas/shared';
import type { TDb, TQueryable } from '../db/client';
import { newReferralCode } from '../modules/auth/referral-code';
import { insertOperator } from '../modules/operators/operators.repository';
import { demoPassword } from '../platform/demo-accounts';
import { newId } from '../platform/ids';
import { hashPassword } from '../platform/passwords';
import {
  countOperators,
  insertAccountRow,
  insertNoticeAgreed,
  insertPublisherReview,
} from './demo-accounts.repository';

export { demoPassword };

export const demoAccounts = [
  { email: 'admin@demo.test', role: 'operator', name: 'Demo Operator' },
  { email: 'support@demo.test', role: 'operator', name: 'Demo Support' },
  { email: 'seller@demo.test', role: 'seller', name: 'Demo Seller' },
  { email: 'publisher@demo.test', role: 'publisher', name: 'Demo Publisher' },
  { email: 'partner@demo.test', role: 'partner', name: 'Demo Partner' },
  { email: 'pending@demo.test', role: 'publisher', name: 'Paula Pending' },
] as const;

export const demoSellerEmail = 'seller@demo.test';
/** A support operator: reads and exports in the console, every write refused (issue 13). */
export const demoSupportEmail = 'support@demo.test';
export const demoPublisherEmail = 'publisher@demo.test';
/** A publisher waiting in the operator's review queue. */
export const demoPendingPublisherEmail = 'pending@demo.test';

/** Demo accounts are active with their profile completed, so they open straight into the portal. */
const demoProfiles: Record<TUserRole, Record<string, unknown>> = {
  seller: { companyName: 'Demo Brands Inc.', mainMarketplace: 'US', website: 'https://seller.demo.test' },
  publisher: {
    website: 'https://publisher.demo.test',
    promotionCountry: 'US',
    audience: 'Deal hunters and home-office shoppers in the United States',
  },
  partner: { companyName: 'Demo Partners Ltd', website: 'https://partner.demo.test' },
};

export type TSeedAccount = {
  email: string;
  role: TUserRole;
  name: string;
  profile: Record<string, unknown>;
};

/**
 * An account that opens straight into its portal: active, its profile completed and, for a
 * seller, the notice agreed (a new seller sees it). Answers its id.
 */
export async function insertOpenAccount(
  tx: TQueryable,
  account: TSeedAccount,
  passwordHash: string,
): Promise<string> {
  const id = newId('usr');
  await insertAccountRow(tx, {
    id,
    email: account.email,
    passwordHash,
    role: account.role,
    name: account.name,
    referralCode: newReferralCode(),
    status: 'active',
    activatedAt: new Date(),
    profile: account.profile,
    profileCompletedAt: new Date(),
  });
  if (account.role === 'seller') {
    await insertNoticeAgreed(tx, id, sellerNotice.version, new Date());
  }
  return id;
}

/** Seeds the demo accounts into an empty database; answers whether it did. */
export async function seedDemo(db: TDb): Promise<boolean> {
  if ((await countOperators(db)) > 0) {
    return false;
  }
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    for (const account of demoAccounts) {
      if (account.role === 'operator') {
        await insertOperator(tx, {
          id: newId('opr'),
          email: account.email,
          passwordHash,
          name: account.name,
          role: account.email === demoSupportEmail ? 'support' : 'admin',
        });
      } else {
        const id = await insertOpenAccount(
          tx,
          { ...account, profile: demoProfiles[account.role] },
          passwordHash,
        );
        if (account.role === 'publisher') {
          const approved = account.email !== demoPendingPublisherEmail;
          await insertPublisherReview(tx, id, approved ? new Date() : null);
        }
      }
    }
  });
  return true;
}
