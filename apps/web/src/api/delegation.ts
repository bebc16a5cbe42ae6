import {
  delegationCalls,
  type TAddDelegateRequest,
  type TDelegationAccess,
  type TDelegationStatusAction,
} from '@atlas/shared';
import { callApi } from './http';

export const listDelegates = () => callApi(delegationCalls.listDelegates, {});

// The invite form shows field errors inline (silent)
export const addDelegate = (body: TAddDelegateRequest) =>
  callApi(delegationCalls.addDelegate, { body }, { silent: true });

// Change the access level
export const updateDelegate = (id: string, access: TDelegationAccess) =>
  callApi(delegationCalls.updateDelegate, { params: { id }, body: { access } });

export const setDelegateStatus = (id: string, status: TDelegationStatusAction) =>
  callApi(delegationCalls.setDelegateStatus, { params: { id, status } });

export const deleteDelegate = (id: string) => callApi(delegationCalls.deleteDelegate, { params: { id } });

// The page explains a bad link itself
export const preAcceptInvitation = (token: string) =>
  callApi(delegationCalls.preAcceptInvitation, { query: { token } }, { silent: true });

export const acceptInvitation = (token: string) =>
  callApi(delegationCalls.acceptInvitation, { body: { token } }, { silent: true });

export const listDelegators = () => callApi(delegationCalls.listDelegators, {});

// A new session acting as the delegator
export const switchIntoDelegator = (id: string) =>
  callApi(delegationCalls.switchIntoDelegator, { params: { id } });

// Whose account this session works in, or null
export const getCurrentDelegation = () => callApi(delegationCalls.getCurrentDelegation, {});
