import type {
  TActivateRequest,
  TCheckEmailRequest,
  TCheckEmailResponse,
  TCompleteProfileRequest,
  TForgotPasswordRequest,
  TLinkSentResponse,
  TLoginResponse,
  TResendActivationRequest,
  TResetPasswordRequest,
  TResetPasswordResponse,
  TSessionUser,
} from '@atlas/shared';
import { api } from './http';

// Account entry after sign-up: every call is made from a form or a link page that shows the
// server's answer inline, so they are silent (no toast).

// POST user/auth/check-email: whether the e-mail is still free
export function checkEmail(body: TCheckEmailRequest): Promise<TCheckEmailResponse> {
  return api.post<TCheckEmailResponse>('user/auth/check-email', body, { silent: true });
}

// POST user/auth/activate: follows the activation link; answers a session
export function activate(body: TActivateRequest): Promise<TLoginResponse> {
  return api.post<TLoginResponse>('user/auth/activate', body, { silent: true });
}

// POST user/auth/resend-activation: a new activation link, by e-mail or an expired link's token
export function resendActivation(body: TResendActivationRequest): Promise<TLinkSentResponse> {
  return api.post<TLinkSentResponse>('user/auth/resend-activation', body, { silent: true });
}

// POST user/auth/complete-profile: the role's profile; answers the updated session user
export function completeProfile(body: TCompleteProfileRequest): Promise<TSessionUser> {
  return api.post<TSessionUser>('user/auth/complete-profile', body, { silent: true });
}

// POST user/password/forgot: e-mails a reset link (the same answer for every e-mail)
export function forgotPassword(body: TForgotPasswordRequest): Promise<TLinkSentResponse> {
  return api.post<TLinkSentResponse>('user/password/forgot', body, { silent: true });
}

// POST user/password/reset: the new password; every session of the account ends
export function resetPassword(body: TResetPasswordRequest): Promise<TResetPasswordResponse> {
  return api.post<TResetPasswordResponse>('user/password/reset', body, { silent: true });
}
