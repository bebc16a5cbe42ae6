import type {
  TAddDelegateRequest,
  TCurrentDelegation,
  TDelegate,
  TDelegationAccess,
  TDelegationStatusAction,
  TDelegator,
  TPreAcceptResponse,
  TSwitchResponse,
} from '@atlas/shared';
import { api } from './http';

const base = 'user/delegation-accounts';
const id = (value: string) => encodeURIComponent(value);

// GET user/delegation-accounts/delegates
export function listDelegates(): Promise<TDelegate[]> {
  return api.get<TDelegate[]>(`${base}/delegates`);
}

// POST user/delegation-accounts: the invite form shows field errors inline (silent)
export function addDelegate(body: TAddDelegateRequest): Promise<TDelegate> {
  return api.post<TDelegate>(base, body, { silent: true });
}

// POST user/delegation-accounts/{id}: change the access level
export function updateDelegate(delegationId: string, access: TDelegationAccess): Promise<TDelegate> {
  return api.post<TDelegate>(`${base}/${id(delegationId)}`, { access });
}

// POST user/delegation-accounts/{id}/{status}
export function setDelegateStatus(delegationId: string, status: TDelegationStatusAction): Promise<TDelegate> {
  return api.post<TDelegate>(`${base}/${id(delegationId)}/${status}`);
}

// DELETE user/delegation-accounts/{id}
export function deleteDelegate(delegationId: string): Promise<{ deleted: true }> {
  return api.delete<{ deleted: true }>(`${base}/${id(delegationId)}`);
}

// GET user/delegation-accounts/invitations/pre-accept?token=: the page explains a bad link itself
export function preAcceptInvitation(token: string): Promise<TPreAcceptResponse> {
  return api.get<TPreAcceptResponse>(`${base}/invitations/pre-accept`, { token }, { silent: true });
}

// POST user/delegation-accounts/invitations/accept
export function acceptInvitation(token: string): Promise<TDelegator> {
  return api.post<TDelegator>(`${base}/invitations/accept`, { token }, { silent: true });
}

// GET user/delegation-accounts/delegators
export function listDelegators(): Promise<TDelegator[]> {
  return api.get<TDelegator[]>(`${base}/delegators`);
}

// POST user/delegation-accounts/{id}/switch: a new session acting as the delegator
export function switchIntoDelegator(delegationId: string): Promise<TSwitchResponse> {
  return api.post<TSwitchResponse>(`${base}/${id(delegationId)}/switch`);
}

// GET user/delegation-accounts/current: whose account this session works in, or null
export function getCurrentDelegation(): Promise<TCurrentDelegation | null> {
  return api.get<TCurrentDelegation | null>(`${base}/current`);
}
