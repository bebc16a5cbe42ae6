import type { TDelegationAccess, TUserRole } from '@atlas/shared';
import { displayMomentUtc } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import type { TMail } from '../../platform/mailer';

const accessWords: Record<TDelegationAccess, string> = {
  full: 'full access (you can make changes)',
  read_only: 'read-only access (you can look, not change)',
};

export function invitationUrl(deps: TDeps, token: string): string {
  const base = deps.config.publicBaseUrl.replace(/\/+$/, '');
  return `${base}/delegation/accept?token=${encodeURIComponent(token)}`;
}

type TInvitation = {
  to: string;
  owner: { name: string; email: string; role: TUserRole };
  access: TDelegationAccess;
  token: string;
  expiresAt: Date;
};

/** The invitation: who invites, to what, with which access, and the link that accepts it. */
export function invitationMail(deps: TDeps, invitation: TInvitation): TMail {
  const product = deps.config.PRODUCT_NAME;
  const { owner } = invitation;
  return {
    to: invitation.to,
    subject: `${owner.name} invited you to their ${product} account`,
    kind: 'delegation_invitation',
    text: [
      'Hello,',
      '',
      `${owner.name} (${owner.email}) invited you to work in their ${product} ${owner.role} account with ${accessWords[invitation.access]}.`,
      '',
      'Open this link to accept. If you have no account yet, you can create one from there:',
      '',
      invitationUrl(deps, invitation.token),
      '',
      `The link works until ${displayMomentUtc(invitation.expiresAt)}.`,
      'If you did not expect this invitation, you can ignore this e-mail.',
    ].join('\n'),
  };
}
