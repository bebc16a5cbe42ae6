import { eq, inArray } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { operators, users } from '../db/schema';
import { verifyPassword } from '../platform/passwords';
import { demoAccounts, demoPassword } from './demo';

/**
 * The demo accounts' password is in the README, so they are served only while the server
 * listens on loopback: on any other binding each one still holding the demo password is
 * disabled (an operator's or owner's new password makes it an ordinary account), and a later
 * loopback start enables it again. Answers the e-mails it disabled.
 */
export async function limitDemoAccounts(db: TDb, loopback: boolean): Promise<string[]> {
  const emails = demoAccounts.map((a) => a.email);
  const people = await db.select().from(users).where(inArray(users.email, emails));
  const staff = await db.select().from(operators).where(inArray(operators.email, emails));
  const disabled: string[] = [];
  for (const row of people) {
    if (await verifyPassword(demoPassword, row.passwordHash)) {
      await db
        .update(users)
        .set({ status: loopback ? 'active' : 'disabled' })
        .where(eq(users.id, row.id));
      loopback || disabled.push(row.email);
    }
  }
  for (const row of staff) {
    if (await verifyPassword(demoPassword, row.passwordHash)) {
      await db.update(operators).set({ enabled: loopback }).where(eq(operators.id, row.id));
      loopback || disabled.push(row.email);
    }
  }
  return disabled;
}
