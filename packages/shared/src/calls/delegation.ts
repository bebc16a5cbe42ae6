import { z } from 'zod';
import { defineCall } from '../call';
import {
  ZAcceptInvitationRequestSchema,
  ZAddDelegateRequestSchema,
  ZCurrentDelegationResponseSchema,
  ZDelegateSchema,
  ZDelegatesResponseSchema,
  ZDelegationIdParamsSchema,
  ZDelegationStatusParamsSchema,
  ZDelegatorSchema,
  ZDelegatorsResponseSchema,
  ZPreAcceptQuerySchema,
  ZPreAcceptResponseSchema,
  ZSwitchResponseSchema,
  ZUpdateDelegateRequestSchema,
} from '../delegation';
import { userRoles } from '../roles';

export const delegationCalls = {
  // POST user/delegation-accounts: invite a delegate by e-mail with full or read-only access
  addDelegate: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/delegation-accounts',
    roles: userRoles,
    summary: 'Invite a delegate (again, for a pending invitation)',
    body: ZAddDelegateRequestSchema,
    response: ZDelegateSchema,
  }),
  // POST user/delegation-accounts/{id}: change a delegate's access level
  updateDelegate: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/delegation-accounts/{id}',
    roles: userRoles,
    summary: "Change a delegate's access level",
    params: ZDelegationIdParamsSchema,
    body: ZUpdateDelegateRequestSchema,
    response: ZDelegateSchema,
  }),
  // GET user/delegation-accounts/delegates: the owner's delegates and pending invitations
  listDelegates: defineCall({
    api: 'user',
    method: 'GET',
    path: 'user/delegation-accounts/delegates',
    roles: userRoles,
    summary: 'The delegates of the account, newest first',
    response: ZDelegatesResponseSchema,
  }),
  // POST user/delegation-accounts/{id}/{status}: enable or disable a delegate
  setDelegateStatus: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/delegation-accounts/{id}/{status}',
    roles: userRoles,
    summary: 'Enable or disable a delegate (status: enable | disable)',
    params: ZDelegationStatusParamsSchema,
    response: ZDelegateSchema,
  }),
  // DELETE user/delegation-accounts/{id}: remove a delegate or withdraw an invitation
  deleteDelegate: defineCall({
    api: 'user',
    method: 'DELETE',
    path: 'user/delegation-accounts/{id}',
    roles: userRoles,
    summary: 'Remove a delegate or withdraw an invitation',
    params: ZDelegationIdParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
  }),
  // GET user/delegation-accounts/invitations/pre-accept?token=: who invites, and is the invitee new
  preAcceptInvitation: defineCall({
    api: 'user',
    method: 'GET',
    path: 'user/delegation-accounts/invitations/pre-accept',
    roles: ['public'],
    summary: 'Read an invitation before accepting it (says whether the invitee needs an account)',
    query: ZPreAcceptQuerySchema,
    response: ZPreAcceptResponseSchema,
  }),
  // POST user/delegation-accounts/invitations/accept: the signed-in invitee becomes the delegate
  acceptInvitation: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/delegation-accounts/invitations/accept',
    roles: userRoles,
    summary: 'Accept an invitation with the account it was sent to',
    body: ZAcceptInvitationRequestSchema,
    response: ZDelegatorSchema,
  }),
  // GET user/delegation-accounts/delegators: the accounts delegated to the signed-in user
  listDelegators: defineCall({
    api: 'user',
    method: 'GET',
    path: 'user/delegation-accounts/delegators',
    roles: userRoles,
    summary: 'The accounts that delegated to this user',
    response: ZDelegatorsResponseSchema,
  }),
  // POST user/delegation-accounts/{id}/switch: a session acting as the delegator
  switchIntoDelegator: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/delegation-accounts/{id}/switch',
    roles: userRoles,
    summary: "Switch into a delegator's account (a new session; sign it out to go back)",
    params: ZDelegationIdParamsSchema,
    response: ZSwitchResponseSchema,
  }),
  // GET user/delegation-accounts/current: the delegation this session acts through, or null
  getCurrentDelegation: defineCall({
    api: 'user',
    method: 'GET',
    path: 'user/delegation-accounts/current',
    roles: userRoles,
    summary: 'The delegation a switched session acts through (null in your own account)',
    response: ZCurrentDelegationResponseSchema,
  }),
};
