import type { TUserRole } from '@atlas/shared';
import { findUserByEmail } from '../modules/auth/auth.repository';
import type { TUserActor } from '../platform/actor';
import type { TDeps } from '../platform/deps';

/** The demo account `userId` acting on its own, as its clicks would through a session. */
export const demoUserActor = (userId: string, role: TUserRole): TUserActor => ({
  kind: 'user',
  userId,
  role,
  sessionId: 'demo-seed',
  actorUserId: userId,
  via: 'session',
});

/** A demo account acting on its own, found by e-mail; null when it is not seeded. */
export async function demoActor(deps: TDeps, email: string, role: TUserRole): Promise<TUserActor | null> {
  const row = await findUserByEmail(deps.db, email);
  return row ? demoUserActor(row.id, role) : null;
}
