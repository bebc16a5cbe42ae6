import { referralCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { checkInvitationCode, getReferral } from './referral.service';

export const referralRoutes = [
  // GET user/inviter/referral: my invitation code, its share link and whom I invited
  defineRoute(referralCalls.getReferral, {
    handler: ({ deps, actor }) => getReferral(deps, actor),
  }),
  // POST user/inviter/check-invitation-code: whether a code invites, and by whom
  defineRoute(referralCalls.checkInvitationCode, {
    handler: ({ deps, body, ip }) => checkInvitationCode(deps, body, ip),
  }),
];
