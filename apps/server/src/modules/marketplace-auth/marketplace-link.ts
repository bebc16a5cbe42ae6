import {
  ErrorCode,
  type TAmazonRegion,
  type TMarketplaceConnection,
  type TMarketplaceProvider,
} from '@atlas/shared';
import type { TQueryable } from '../../db/client';
import type { TMarketplaceProfile } from '../../integrations/marketplace/oauth';
import { isUniqueViolation } from '../../platform/db-errors';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { seal } from '../../platform/secret';
import { saveGrant } from './amazon-grants.repository';
import {
  findIdentityOfUser,
  findIdentityWithUser,
  insertIdentity,
  type TIdentityRow,
  updateIdentityOfUser,
} from './marketplace-auth.repository';

/** Refresh tokens are kept sealed with the app secret (platform/secret.ts). */
export const refreshTokenPurpose = 'marketplace-refresh-token';

export const linkedElsewhereMessage =
  'This Amazon account is already linked to another Affiliate Atlas account';
const linkedElsewhere = () => new AppError(ErrorCode.conflict, linkedElsewhereMessage);

export function toConnection(row: TIdentityRow): TMarketplaceConnection {
  return {
    marketplace: row.marketplace,
    provider: row.provider,
    sellingPartnerId: row.sellingPartnerId,
    name: row.name,
    email: row.email,
    linkedAt: row.linkedAt.toISOString(),
  };
}

/**
 * One marketplace identity links to one account, and an account to one identity. A link made
 * with another provider (demo data after switching to Amazon) is replaced, not defended.
 * Answers the account's current link, which the caller renews.
 */
export async function assertLinkable(
  db: TQueryable,
  userId: string,
  provider: TMarketplaceProvider,
  profile: TMarketplaceProfile,
): Promise<TIdentityRow | undefined> {
  const existing = await findIdentityWithUser(db, provider, profile.userId);
  if (existing && existing.user.id !== userId) {
    throw linkedElsewhere();
  }
  const mine = await findIdentityOfUser(db, userId);
  if (mine && mine.provider === provider && mine.externalUserId !== profile.userId) {
    const linked = mine.name ?? mine.sellingPartnerId ?? 'another Amazon account';
    throw new AppError(
      ErrorCode.conflict,
      `Your account is connected to ${linked}; re-authorize with that Amazon account`,
    );
  }
  return mine;
}

/**
 * What a seller consent granted. With a region (Amazon), the refresh token is the region's
 * Selling Partner API grant, kept apart from the identity (amazon_grants), issued to `clientId`.
 */
export type TGrant = {
  sellingPartnerId: string;
  refreshToken: string | null;
  region?: TAmazonRegion;
  clientId?: string;
};

/** Links the identity to the seller, or renews the seller's link with the new grant. */
export async function linkIdentity(
  deps: TDeps,
  userId: string,
  provider: TMarketplaceProvider,
  profile: TMarketplaceProfile,
  grant: TGrant,
): Promise<{ row: TIdentityRow; renewed: boolean }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const mine = await assertLinkable(tx, userId, provider, profile);
      const sealed = grant.refreshToken ? seal(deps.config, refreshTokenPurpose, grant.refreshToken) : null;
      if (grant.region && sealed) {
        await saveGrant(tx, {
          id: newId('agr'),
          userId,
          region: grant.region,
          kind: 'selling-partner',
          clientId: grant.clientId ?? null,
          refreshToken: sealed,
          sellingPartnerId: grant.sellingPartnerId,
          grantedAt: deps.now(),
        });
      }
      const fields = {
        sellingPartnerId: grant.sellingPartnerId,
        email: profile.email,
        name: profile.name,
        // A regional grant is kept on its own; a consent that brought no refresh token keeps the one we hold.
        refreshToken: grant.region ? null : (sealed ?? mine?.refreshToken ?? null),
      };
      if (mine?.provider === provider) {
        return { row: await updateIdentityOfUser(tx, userId, mine.id, fields), renewed: true };
      }
      if (mine) {
        const replaced = { ...fields, provider, externalUserId: profile.userId, linkedAt: deps.now() };
        return { row: await updateIdentityOfUser(tx, userId, mine.id, replaced), renewed: false };
      }
      const row = await insertIdentity(tx, {
        id: newId('mki'),
        userId,
        marketplace: 'amazon',
        provider,
        externalUserId: profile.userId,
        ...fields,
        linkedAt: deps.now(),
      });
      return { row, renewed: false };
    });
  } catch (error) {
    // Two accounts linking the same identity at once: the unique key decides, the loser is told.
    if (isUniqueViolation(error, 'marketplace_identities_external_key')) {
      throw linkedElsewhere();
    }
    if (isUniqueViolation(error, 'marketplace_identities_user_key')) {
      throw new AppError(ErrorCode.conflict, 'Your account was connected meanwhile; reload the page');
    }
    throw error;
  }
}
