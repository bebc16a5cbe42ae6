import { authCalls, operatorAuthCalls, type TLoginRequest, type TRegisterRequest } from '@atlas/shared';
import { callApi } from './http';

// Sign-in forms show the server's error inline, so their calls are silent (no toast).

// The page explains a 3008 itself (not activated: send the link again)
export const loginUser = (body: TLoginRequest) =>
  callApi(authCalls.loginUser, { body }, { silent: true, keepPage: true });

// A pending account; the activation link goes out by e-mail
export const registerUser = (body: TRegisterRequest) =>
  callApi(authCalls.registerUser, { body }, { silent: true });

/** Ends the page's session, or the one named: sign-out forgets the token before it calls. */
export const logout = (token?: string) => callApi(authCalls.logout, {}, { silent: true, token });

// The signed-in account, for the portal shell
export const getSessionUser = () => callApi(authCalls.getSessionUser, {});

export const loginOperator = (body: TLoginRequest) =>
  callApi(operatorAuthCalls.loginOperator, { body }, { silent: true });

export const logoutOperator = (token?: string) =>
  callApi(operatorAuthCalls.logoutOperator, {}, { silent: true, token });

// The signed-in operator, for the console shell
export const getOperator = () => callApi(operatorAuthCalls.getOperator, {});
