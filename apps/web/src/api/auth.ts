import type {
  TLoginRequest,
  TLoginResponse,
  TOperator,
  TOperatorLoginResponse,
  TRegisterRequest,
  TRegisterResponse,
  TSessionUser,
} from '@atlas/shared';
import { adminApi, api } from './http';

type TSignedOut = { signedOut: true };

// Sign-in forms show the server's error inline, so their calls are silent (no toast).

// POST user/auth/login: the page explains a 3008 itself (not activated: send the link again)
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return api.post<TLoginResponse>('user/auth/login', body, { silent: true, keepPage: true });
}

// POST user/auth/register: a pending account; the activation link goes out by e-mail
export function register(body: TRegisterRequest): Promise<TRegisterResponse> {
  return api.post<TRegisterResponse>('user/auth/register', body, { silent: true });
}

// POST user/auth/logout
export function logout(): Promise<TSignedOut> {
  return api.post<TSignedOut>('user/auth/logout', undefined, { silent: true });
}

// GET user/auth/me: the signed-in account, for the portal shell
export function getSessionUser(): Promise<TSessionUser> {
  return api.get<TSessionUser>('user/auth/me');
}

// POST auth/login (operator prefix)
export function operatorLogin(body: TLoginRequest): Promise<TOperatorLoginResponse> {
  return adminApi.post<TOperatorLoginResponse>('auth/login', body, { silent: true });
}

// POST auth/logout (operator prefix)
export function operatorLogout(): Promise<TSignedOut> {
  return adminApi.post<TSignedOut>('auth/logout', undefined, { silent: true });
}

// GET auth/me (operator prefix): the signed-in operator, for the console shell
export function getOperator(): Promise<TOperator> {
  return adminApi.get<TOperator>('auth/me');
}
