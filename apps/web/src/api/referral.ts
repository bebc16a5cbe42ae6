import type {
  TCheckInvitationCodeRequest,
  TCheckInvitationCodeResponse,
  TReferralResponse,
} from '@atlas/shared';
import { api } from './http';

// GET user/inviter/referral: my code, its share link and whom I invited
export function getReferral(): Promise<TReferralResponse> {
  return api.get<TReferralResponse>('user/inviter/referral');
}

// POST user/inviter/check-invitation-code: whether a code invites, and by whom (sign-up form)
export function checkInvitationCode(
  body: TCheckInvitationCodeRequest,
): Promise<TCheckInvitationCodeResponse> {
  return api.post<TCheckInvitationCodeResponse>('user/inviter/check-invitation-code', body, { silent: true });
}
