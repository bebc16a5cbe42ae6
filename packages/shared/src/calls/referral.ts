import { defineCall } from '../call';
import {
  ZCheckInvitationCodeRequestSchema,
  ZCheckInvitationCodeResponseSchema,
  ZReferralResponseSchema,
} from '../referral';

export const referralCalls = {
  // GET user/inviter/referral: my invitation code, its share link and whom I invited
  getReferral: defineCall({
    api: 'user',
    method: 'GET',
    path: 'user/inviter/referral',
    roles: ['seller', 'publisher', 'partner'],
    summary: 'My invitation code, share link and the accounts I invited',
    response: ZReferralResponseSchema,
  }),
  // POST user/inviter/check-invitation-code: whether a code invites, and by whom
  checkInvitationCode: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/inviter/check-invitation-code',
    roles: ['public'],
    summary: 'Check an invitation code before sign-up (any case; rate limited)',
    body: ZCheckInvitationCodeRequestSchema,
    response: ZCheckInvitationCodeResponseSchema,
  }),
};
