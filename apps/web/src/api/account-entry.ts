import {
  authCalls,
  passwordCalls,
  type TActivateRequest,
  type TCheckEmailRequest,
  type TCompleteProfileRequest,
  type TForgotPasswordRequest,
  type TResendActivationRequest,
  type TResetPasswordRequest,
} from '@atlas/shared';
import { callApi } from './http';

// Account entry after sign-up: every call is made from a form or a link page that shows the
// server's answer inline, so they are silent (no toast).

// Whether the e-mail is still free
export const checkEmail = (body: TCheckEmailRequest) =>
  callApi(authCalls.checkEmail, { body }, { silent: true });

// Follows the activation link; answers a session
export const activateAccount = (body: TActivateRequest) =>
  callApi(authCalls.activateAccount, { body }, { silent: true });

// A new activation link, by e-mail or an expired link's token
export const resendActivation = (body: TResendActivationRequest) =>
  callApi(authCalls.resendActivation, { body }, { silent: true });

// The role's profile; answers the updated session user
export const completeProfile = (body: TCompleteProfileRequest) =>
  callApi(authCalls.completeProfile, { body }, { silent: true });

// E-mails a reset link (the same answer for every e-mail)
export const requestPasswordReset = (body: TForgotPasswordRequest) =>
  callApi(passwordCalls.requestPasswordReset, { body }, { silent: true });

// The new password; every session of the account ends
export const resetPassword = (body: TResetPasswordRequest) =>
  callApi(passwordCalls.resetPassword, { body }, { silent: true });

// Asked as the reset page opens: a used or expired link says so before the form is filled
export const checkResetLink = (token: string) =>
  callApi(passwordCalls.checkResetLink, { query: { token } }, { silent: true });
