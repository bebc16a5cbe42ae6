import type { TMessage } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { toMessage } from './message-views';
import { findMessageIn, listMessages } from './messages.repository';

/**
 * A page of a thread for either side: the newest `limit` messages, or those before the message
 * `before`, answered oldest first, and whether older ones remain.
 */
export async function readThread(
  deps: TDeps,
  conversationId: string,
  query: { before?: string; limit: number },
): Promise<{ messages: TMessage[]; hasOlder: boolean }> {
  const before = query.before ? await findMessageIn(deps.db, conversationId, query.before) : undefined;
  if (query.before && !before) {
    throw notFound('Message');
  }
  const rows = await listMessages(deps.db, conversationId, { before, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit).reverse();
  return { messages: page.map((row) => toMessage(row)), hasOlder: rows.length > query.limit };
}
