import type { TSessionUser } from '@atlas/shared';
import type { TUserRow } from './auth.repository';

/** The account as the portal shell sees it (GET user/auth/me, sign-in, activation). */
export function toSessionUser(row: TUserRow): TSessionUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    referralCode: row.referralCode,
    profileCompleted: row.profileCompletedAt !== null,
  };
}
