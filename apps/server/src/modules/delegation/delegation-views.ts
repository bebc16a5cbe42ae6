import type { TDelegate, TDelegator, TUserRole } from '@atlas/shared';
import type { TDelegationRow } from './delegation.repository';

type TOwner = { name: string; email: string; role: TUserRole };

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toDelegate(row: TDelegationRow, delegateName: string | null): TDelegate {
  return {
    id: row.id,
    email: row.email,
    access: row.access,
    status: row.status,
    name: delegateName,
    invitedAt: row.invitedAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    invitationExpiresAt: row.status === 'invited' ? iso(row.tokenExpiresAt) : null,
  };
}

export function toDelegator(row: TDelegationRow, owner: TOwner): TDelegator {
  return {
    id: row.id,
    access: row.access,
    status: row.status === 'disabled' ? 'disabled' : 'active',
    acceptedAt: iso(row.acceptedAt),
    owner: { name: owner.name, email: owner.email, role: owner.role },
  };
}
