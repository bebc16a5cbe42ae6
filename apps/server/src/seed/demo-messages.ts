import { randomUUID } from 'node:crypto';
import { findOperatorByEmail } from '../modules/auth/auth.repository';
import { writeMessage } from '../modules/messages/message-write';
import type { TDeps } from '../platform/deps';
import { demoPublisherEmail, demoSellerEmail } from './demo';
import { demoActor } from './demo-actor';

// The demo's messages: the demo seller and the demo publisher each have a conversation with
// the team (the demo operator), a few messages each way over the last days. The seller has
// the team's last answer to read; the publisher's last message waits for the team. Written
// through the module's own write (counts, previews, order), without e-mails.

type TLine = { from: 'account' | 'team'; body: string; hoursAgo: number };

const sellerThread: TLine[] = [
  {
    from: 'account',
    body: 'Hello, when is the April commission invoice issued? Our finance team asks.',
    hoursAgo: 70,
  },
  {
    from: 'team',
    body: 'Hi! Invoices are issued on the 3rd of the next month, in your Finance area.',
    hoursAgo: 68,
  },
  { from: 'account', body: 'Thanks. Can we pay it by bank transfer in EUR?', hoursAgo: 30 },
  {
    from: 'team',
    body: 'Yes: the bank details for EUR are on the invoice. The payer covers transfer charges.',
    hoursAgo: 2,
  },
];

const publisherThread: TLine[] = [
  {
    from: 'account',
    body: 'Hi team, I added a YouTube channel as a traffic source. Anything else needed?',
    hoursAgo: 50,
  },
  {
    from: 'team',
    body: 'Thanks, it looks good. Add your audience size to your placements too.',
    hoursAgo: 47,
  },
  { from: 'account', body: 'Done: 48k subscribers. Could you check my new video placement?', hoursAgo: 1 },
];

async function seedThread(deps: TDeps, userId: string, operatorId: string, subject: string, lines: TLine[]) {
  let conversationId: string | undefined;
  for (const line of lines) {
    const written = await writeMessage(deps, {
      side: line.from === 'account' ? 'user' : 'operator',
      senderId: line.from === 'account' ? userId : operatorId,
      target: conversationId ? { conversationId } : { userId, subject },
      body: line.body,
      attachments: [],
      clientKey: randomUUID(),
      at: new Date(deps.now().getTime() - line.hoursAgo * 3_600_000),
    });
    conversationId = written?.conversation.id;
  }
  return conversationId;
}

/** Seeds both conversations; answers their ids (none when the demo accounts are missing). */
export async function seedDemoMessages(deps: TDeps): Promise<string[]> {
  const seller = await demoActor(deps, demoSellerEmail, 'seller');
  const publisher = await demoActor(deps, demoPublisherEmail, 'publisher');
  const operator = await findOperatorByEmail(deps.db, 'admin@demo.test');
  if (!seller || !publisher || !operator) {
    return [];
  }
  const ids = [
    await seedThread(deps, seller.userId, operator.id, 'April invoice and payment', sellerThread),
    await seedThread(
      deps,
      publisher.userId,
      operator.id,
      'New traffic source and placement review',
      publisherThread,
    ),
  ];
  return ids.filter((id): id is string => Boolean(id));
}
