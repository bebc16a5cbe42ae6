import { resolveApiKey } from './modules/api-keys/api-key-auth';
import { auditLog } from './modules/audit/audit-log';
import { resolveSession } from './modules/auth/sessions.service';
import { requirePublisherApproved } from './modules/publishers/require-approval';
import { requireActiveAssociate } from './modules/publishers/require-associate';
import { requireMarketplaceConnection } from './modules/sellers/require-connection';
import { requireSellerNotice } from './modules/sellers/require-notice';
import type { TAccess } from './platform/access';

/** The modules' answers to the guard's questions (see `platform/access.ts`). */
export const access: TAccess = {
  resolveSession,
  resolveApiKey,
  preconditions: {
    // A call open to several roles (common/upload) asks the notice of sellers only.
    sellerNotice: async (deps, actor) =>
      actor.role === 'seller' ? requireSellerNotice(deps, actor.userId) : undefined,
    publisherApproved: (deps, actor) => requirePublisherApproved(deps, actor.userId),
    associateActive: (deps, actor) => requireActiveAssociate(deps, actor.userId),
    marketplaceConnected: (deps, actor) => requireMarketplaceConnection(deps, actor.userId),
  },
  audit: auditLog,
};
