import type { TUserRole } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { TUserActor } from '../platform/actor';
import type { TDeps } from '../platform/deps';

/** A demo account acting on its own, as its clicks would through a session; null when it is not seeded. */
export async function demoActor(deps: TDeps, email: string, role: TUserRole): Promise<TUserActor | null> {
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row
    ? { kind: 'user', userId: row.id, role, sessionId: 'demo-seed', actorUserId: row.id, via: 'session' }
    : null;
}
