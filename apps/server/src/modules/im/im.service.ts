import type { TImChannel, TImContact } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { findImContact, type TImRow, upsertImContact } from './im.repository';

// Only saveImContact writes the row, with a channel the shared schema checked.
const toImContact = (row: TImRow): TImContact => ({
  channel: row.channel as TImChannel,
  handle: row.handle,
  updatedAt: row.updatedAt.toISOString(),
});

/** GET user/im: the account's instant-messaging contact, or null. */
export async function getImContact(deps: TDeps, actor: TUserActor): Promise<TImContact | null> {
  const row = await findImContact(deps.db, actor.userId);
  return row ? toImContact(row) : null;
}

/** POST user/im: saves the contact; the handle arrives normalized and checked for its channel. */
export async function saveImContact(
  deps: TDeps,
  actor: TUserActor,
  input: { channel: TImChannel; handle: string },
): Promise<TImContact> {
  const row = await upsertImContact(deps.db, { userId: actor.userId, ...input, updatedAt: deps.now() });
  return toImContact(row);
}
