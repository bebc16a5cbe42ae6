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
} from '@atlas/shared';
import { z } from 'zod';
import { defineRoute } from '../../platform/route';
import {
  addDelegate,
  deleteDelegate,
  listDelegates,
  setDelegateStatus,
  updateDelegate,
} from './delegates.service';
import { currentDelegation, listDelegators, switchIntoDelegator } from './delegators.service';
import { acceptInvitation, preAcceptInvitation } from './invitation.service';

const userRoles = ['seller', 'publisher', 'partner'] as const;
const base = 'user/delegation-accounts';

export const delegationRoutes = [
  // POST user/delegation-accounts: invite a delegate by e-mail with full or read-only access
  defineRoute({
    api: 'user',
    method: 'POST',
    path: base,
    roles: userRoles,
    summary: 'Invite a delegate (again, for a pending invitation)',
    body: ZAddDelegateRequestSchema,
    response: ZDelegateSchema,
    handler: ({ deps, actor, body }) => addDelegate(deps, actor, body),
  }),
  // POST user/delegation-accounts/{id}: change a delegate's access level
  defineRoute({
    api: 'user',
    method: 'POST',
    path: `${base}/{id}`,
    roles: userRoles,
    summary: "Change a delegate's access level",
    params: ZDelegationIdParamsSchema,
    body: ZUpdateDelegateRequestSchema,
    response: ZDelegateSchema,
    handler: ({ deps, actor, params, body }) => updateDelegate(deps, actor, params.id, body),
  }),
  // GET user/delegation-accounts/delegates: the owner's delegates and pending invitations
  defineRoute({
    api: 'user',
    method: 'GET',
    path: `${base}/delegates`,
    roles: userRoles,
    summary: 'The delegates of the account, newest first',
    response: ZDelegatesResponseSchema,
    handler: ({ deps, actor }) => listDelegates(deps, actor),
  }),
  // POST user/delegation-accounts/{id}/{status}: enable or disable a delegate
  defineRoute({
    api: 'user',
    method: 'POST',
    path: `${base}/{id}/{status}`,
    roles: userRoles,
    summary: 'Enable or disable a delegate (status: enable | disable)',
    params: ZDelegationStatusParamsSchema,
    response: ZDelegateSchema,
    handler: ({ deps, actor, params }) => setDelegateStatus(deps, actor, params.id, params.status),
  }),
  // DELETE user/delegation-accounts/{id}: remove a delegate or withdraw an invitation
  defineRoute({
    api: 'user',
    method: 'DELETE',
    path: `${base}/{id}`,
    roles: userRoles,
    summary: 'Remove a delegate or withdraw an invitation',
    params: ZDelegationIdParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
    handler: ({ deps, actor, params }) => deleteDelegate(deps, actor, params.id),
  }),
  // GET user/delegation-accounts/invitations/pre-accept?token=: who invites, and is the invitee new
  defineRoute({
    api: 'user',
    method: 'GET',
    path: `${base}/invitations/pre-accept`,
    roles: ['public'],
    summary: 'Read an invitation before accepting it (says whether the invitee needs an account)',
    query: ZPreAcceptQuerySchema,
    response: ZPreAcceptResponseSchema,
    handler: ({ deps, query, ip }) => preAcceptInvitation(deps, query.token, ip),
  }),
  // POST user/delegation-accounts/invitations/accept: the signed-in invitee becomes the delegate
  defineRoute({
    api: 'user',
    method: 'POST',
    path: `${base}/invitations/accept`,
    roles: userRoles,
    summary: 'Accept an invitation with the account it was sent to',
    body: ZAcceptInvitationRequestSchema,
    response: ZDelegatorSchema,
    handler: ({ deps, actor, body, ip }) => acceptInvitation(deps, actor, body, ip),
  }),
  // GET user/delegation-accounts/delegators: the accounts delegated to the signed-in user
  defineRoute({
    api: 'user',
    method: 'GET',
    path: `${base}/delegators`,
    roles: userRoles,
    summary: 'The accounts that delegated to this user',
    response: ZDelegatorsResponseSchema,
    handler: ({ deps, actor }) => listDelegators(deps, actor),
  }),
  // POST user/delegation-accounts/{id}/switch: a session acting as the delegator
  defineRoute({
    api: 'user',
    method: 'POST',
    path: `${base}/{id}/switch`,
    roles: userRoles,
    summary: "Switch into a delegator's account (a new session; sign it out to go back)",
    params: ZDelegationIdParamsSchema,
    response: ZSwitchResponseSchema,
    handler: ({ deps, actor, params }) => switchIntoDelegator(deps, actor, params.id),
  }),
  // GET user/delegation-accounts/current: the delegation this session acts through, or null
  defineRoute({
    api: 'user',
    method: 'GET',
    path: `${base}/current`,
    roles: userRoles,
    summary: 'The delegation a switched session acts through (null in your own account)',
    response: ZCurrentDelegationResponseSchema,
    handler: ({ deps, actor }) => currentDelegation(deps, actor),
  }),
];
