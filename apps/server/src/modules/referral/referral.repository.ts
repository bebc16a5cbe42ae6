import { count, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema';

/** Whom an account invited, newest first (users_inviter_idx). */
export function listInvitees(db: TDb, inviterId: string, limit: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
      activatedAt: users.activatedAt,
    })
    .from(users)
    .where(eq(users.inviterId, inviterId))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

/** How many accounts an account invited, and how many of them are active. */
export async function countInvitees(
  db: TDb,
  inviterId: string,
): Promise<{ total: number; activated: number }> {
  const [row] = await db
    .select({
      total: count(),
      activated: sql<number>`count(*) filter (where ${users.status} = 'active')`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.inviterId, inviterId));
  return { total: row?.total ?? 0, activated: row?.activated ?? 0 };
}
