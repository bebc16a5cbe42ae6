import { referralCalls, type TCheckInvitationCodeRequest } from '@atlas/shared';
import { callApi } from './http';

// My code, its share link and whom I invited
export const getReferral = () => callApi(referralCalls.getReferral, {});

// Whether a code invites, and by whom (sign-up form)
export const checkInvitationCode = (body: TCheckInvitationCodeRequest) =>
  callApi(referralCalls.checkInvitationCode, { body }, { silent: true });
