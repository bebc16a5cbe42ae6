import { resolveApiKey } from './modules/api-keys/api-key-auth';
import { resolveSession } from './modules/auth/sessions.service';
import { requirePublisherApproved } from './modules/publishers/require-approval';
import { requireSellerNotice } from './modules/sellers/require-notice';
import type { TAccess } from './platform/access';

/** The modules' answers to the guard's questions (see `platform/access.ts`). */
export const access: TAccess = {
  resolveSession,
  resolveApiKey,
  preconditions: {
    sellerNotice: (deps, actor) => requireSellerNotice(deps, actor.userId),
    publisherApproved: (deps, actor) => requirePublisherApproved(deps, actor.userId),
  },
};
