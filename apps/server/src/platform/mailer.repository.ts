import { eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { emails } from '../db/schema';

// The e-mails the mailer writes before it sends them: its outbox and the delivery job's work list.

export type TEmailRow = typeof emails.$inferSelect;

export async function insertEmail(db: TDb, row: typeof emails.$inferInsert): Promise<void> {
  await db.insert(emails).values(row);
}

export async function findEmail(db: TDb, id: string): Promise<TEmailRow | undefined> {
  const [row] = await db.select().from(emails).where(eq(emails.id, id)).limit(1);
  return row;
}

/** The e-mails still to deliver, handed to the job runner again at start. */
export async function listQueuedEmailIds(db: TDb): Promise<string[]> {
  const rows = await db.select({ id: emails.id }).from(emails).where(eq(emails.status, 'queued'));
  return rows.map((r) => r.id);
}

/** A delivery that failed: queued for the next try, or failed after the last. */
export async function markEmailAttemptFailed(
  db: TDb,
  id: string,
  attempt: { attempts: number; lastError: string; final: boolean },
): Promise<void> {
  await db
    .update(emails)
    .set({
      attempts: attempt.attempts,
      lastError: attempt.lastError,
      status: attempt.final ? 'failed' : 'queued',
    })
    .where(eq(emails.id, id));
}

export async function markEmailSent(
  db: TDb,
  id: string,
  sent: { transport: NonNullable<TEmailRow['transport']>; attempts: number; sentAt: Date },
): Promise<void> {
  await db
    .update(emails)
    .set({ status: 'sent', ...sent, lastError: null })
    .where(eq(emails.id, id));
}
