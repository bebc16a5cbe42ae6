import {
  ZCheckInvitationCodeRequestSchema,
  ZCheckInvitationCodeResponseSchema,
  ZReferralResponseSchema,
} from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { checkInvitationCode, getReferral } from './referral.service';

export const referralRoutes = [
  // GET user/inviter/referral: my invitation code, its share link and whom I invited
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'user/inviter/referral',
    roles: ['seller', 'publisher', 'partner'],
    summary: 'My invitation code, share link and the accounts I invited',
    response: ZReferralResponseSchema,
    handler: ({ deps, actor }) => getReferral(deps, actor),
  }),
  // POST user/inviter/check-invitation-code: whether a code invites, and by whom
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'user/inviter/check-invitation-code',
    roles: ['public'],
    summary: 'Check an invitation code before sign-up (any case; rate limited)',
    body: ZCheckInvitationCodeRequestSchema,
    response: ZCheckInvitationCodeResponseSchema,
    handler: ({ deps, body, ip }) => checkInvitationCode(deps, body, ip),
  }),
];
