import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { verifyPassword } from '../platform/passwords';
import { demoAccounts, demoPassword } from './demo';
import {
  listOperatorsByEmails,
  listUsersByEmails,
  setOperatorEnabled,
  setUserStatus,
} from './demo-accounts.repository';

/** Which demo accounts a start serves: all on a developer's server, the user accounts on a public demo site. */
export const servedDemoAccounts = (config: Pick<TConfig, 'isPublic' | 'PUBLIC_DEMO_SITE'>) => ({
  users: !config.isPublic || config.PUBLIC_DEMO_SITE,
  operators: !config.isPublic,
});

/**
 * The demo accounts' password is in the README, so they are served only by a developer's server
 * (and a public demo site's user accounts, docs/security.md): any other start disables each one
 * still holding the demo password (an operator's or owner's new password makes it an ordinary
 * account), and a later start that serves them enables it again. Answers the e-mails it disabled.
 */
export async function limitDemoAccounts(
  db: TDb,
  served: { users: boolean; operators: boolean },
): Promise<string[]> {
  const emails = demoAccounts.map((a) => a.email);
  const people = await listUsersByEmails(db, emails);
  const staff = await listOperatorsByEmails(db, emails);
  const disabled: string[] = [];
  for (const row of people) {
    if (await verifyPassword(demoPassword, row.passwordHash)) {
      await setUserStatus(db, row.id, served.users ? 'active' : 'disabled');
      served.users || disabled.push(row.email);
    }
  }
  for (const row of staff) {
    if (await verifyPassword(demoPassword, row.passwordHash)) {
      await setOperatorEnabled(db, row.id, served.operators);
      served.operators || disabled.push(row.email);
    }
  }
  return disabled;
}
