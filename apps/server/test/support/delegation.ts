import type { TDelegationAccess, TUserRole } from '@atlas/shared';
import { delegationCalls } from '@atlas/shared';
import { callOf } from './call';
import { createUser, lastEmailTo } from './factories';
import type { TTestApp } from './test-app';

type TAccount = Awaited<ReturnType<typeof createUser>>;

/** The token of the newest invitation link e-mailed to `email`. */
export async function invitationToken(t: TTestApp, email: string): Promise<string> {
  const mail = await lastEmailTo(t, email, 'delegation_invitation');
  const token = /\/delegation\/accept\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) {
    throw new Error(`no invitation link e-mailed to ${email}`);
  }
  return token;
}

/** The owner invites `email` through the API; answers the new delegate row and the link's token. */
export async function invite(
  t: TTestApp,
  owner: TAccount,
  email: string,
  access: TDelegationAccess = 'full',
) {
  const { status, body } = await callOf(t.app, delegationCalls.addDelegate, {
    token: owner.token,
    body: { email, access },
  });
  if (status !== 200) {
    throw new Error(`invite failed: ${status} ${body.error}`);
  }
  return { delegate: body.data, token: await invitationToken(t, body.data.email) };
}

/**
 * An owner, a delegate who accepted the owner's invitation, and the delegation, all through the
 * API as people would.
 */
export async function createDelegation(
  t: TTestApp,
  options: { ownerRole?: TUserRole; delegateRole?: TUserRole; access?: TDelegationAccess } = {},
) {
  const owner = await createUser(t, options.ownerRole ?? 'seller');
  const delegate = await createUser(t, options.delegateRole ?? 'publisher');
  const invited = await invite(t, owner, delegate.user.email, options.access ?? 'full');
  const accepted = await callOf(t.app, delegationCalls.acceptInvitation, {
    token: delegate.token,
    body: { token: invited.token },
  });
  if (accepted.status !== 200) {
    throw new Error(`accept failed: ${accepted.status} ${accepted.body.error}`);
  }
  return { owner, delegate, delegationId: invited.delegate.id };
}

/** The delegate switches into the owner's account; answers the switched session's token. */
export async function switchInto(t: TTestApp, delegateToken: string, delegationId: string) {
  const { status, body } = await callOf(t.app, delegationCalls.switchIntoDelegator, {
    params: { id: delegationId },
    token: delegateToken,
  });
  if (status !== 200) {
    throw new Error(`switch failed: ${status} ${body.error}`);
  }
  return body.data;
}

/** A delegation and a switched session into it, in one go. */
export async function createSwitchedSession(
  t: TTestApp,
  options: { ownerRole?: TUserRole; delegateRole?: TUserRole; access?: TDelegationAccess } = {},
) {
  const delegation = await createDelegation(t, options);
  const switched = await switchInto(t, delegation.delegate.token, delegation.delegationId);
  return { ...delegation, switched };
}
