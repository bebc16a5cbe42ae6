import { ErrorCode } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findMarketplaceIdentity } from './sellers.repository';

export const notConnectedMessage =
  'Connect your Amazon seller account first: Account → Marketplace connection';

/**
 * The `marketplaceConnected` precondition (`src/access.ts`): the catalogue is imported from the
 * seller's marketplace account, so a seller who has not connected one is told to (409/1009).
 */
export async function requireMarketplaceConnection(deps: Pick<TDeps, 'db'>, sellerId: string): Promise<void> {
  if (!(await findMarketplaceIdentity(deps.db, sellerId))) {
    throw new AppError(ErrorCode.conflict, notConnectedMessage);
  }
}
