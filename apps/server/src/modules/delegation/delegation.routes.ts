import { delegationCalls } from '@atlas/shared';
import { ownAccount } from '../../platform/access';
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

// Delegation stays with the account's owner: a delegate (or an API key) cannot hand the account on.
const ownerOnly = [
  ownAccount('Only the account owner can manage its delegates; go back to your own account'),
];

export const delegationRoutes = [
  // POST user/delegation-accounts: invite a delegate by e-mail with full or read-only access
  defineRoute(delegationCalls.addDelegate, {
    preconditions: ownerOnly,
    handler: ({ deps, actor, body }) => addDelegate(deps, actor, body),
  }),
  // POST user/delegation-accounts/{id}: change a delegate's access level
  defineRoute(delegationCalls.updateDelegate, {
    preconditions: ownerOnly,
    handler: ({ deps, actor, params, body }) => updateDelegate(deps, actor, params.id, body),
  }),
  // GET user/delegation-accounts/delegates: the owner's delegates and pending invitations
  defineRoute(delegationCalls.listDelegates, {
    preconditions: ownerOnly,
    handler: ({ deps, actor }) => listDelegates(deps, actor),
  }),
  // POST user/delegation-accounts/{id}/{status}: enable or disable a delegate
  defineRoute(delegationCalls.setDelegateStatus, {
    preconditions: ownerOnly,
    handler: ({ deps, actor, params }) => setDelegateStatus(deps, actor, params.id, params.status),
  }),
  // DELETE user/delegation-accounts/{id}: remove a delegate or withdraw an invitation
  defineRoute(delegationCalls.deleteDelegate, {
    preconditions: ownerOnly,
    handler: ({ deps, actor, params }) => deleteDelegate(deps, actor, params.id),
  }),
  // GET user/delegation-accounts/invitations/pre-accept?token=: who invites, and is the invitee new
  defineRoute(delegationCalls.preAcceptInvitation, {
    handler: ({ deps, query, ip }) => preAcceptInvitation(deps, query.token, ip),
  }),
  // POST user/delegation-accounts/invitations/accept: the signed-in invitee becomes the delegate
  defineRoute(delegationCalls.acceptInvitation, {
    preconditions: [ownAccount('Go back to your own account to accept an invitation')],
    handler: ({ deps, actor, body, ip }) => acceptInvitation(deps, actor, body, ip),
  }),
  // GET user/delegation-accounts/delegators: the accounts delegated to the signed-in user
  defineRoute(delegationCalls.listDelegators, {
    preconditions: [ownAccount('Go back to your own account to see the accounts delegated to you')],
    handler: ({ deps, actor }) => listDelegators(deps, actor),
  }),
  // POST user/delegation-accounts/{id}/switch: a session acting as the delegator
  defineRoute(delegationCalls.switchIntoDelegator, {
    preconditions: [ownAccount('Go back to your own account before switching to another')],
    handler: ({ deps, actor, params }) => switchIntoDelegator(deps, actor, params.id),
  }),
  // GET user/delegation-accounts/current: the delegation this session acts through, or null
  defineRoute(delegationCalls.getCurrentDelegation, {
    handler: ({ deps, actor }) => currentDelegation(deps, actor),
  }),
];
