import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { emails } from '../../db/schema';

/** The newest 50 e-mails of the outbox, to one address or to anyone. */
export function findOutboxEmails(db: TDb, to: string | undefined) {
  return db
    .select()
    .from(emails)
    .where(to ? eq(emails.to, to) : undefined)
    .orderBy(desc(emails.createdAt), desc(emails.id))
    .limit(50);
}
