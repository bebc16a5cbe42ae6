import type { TMessagesRole } from '../../api/messages';

/** The list (and so the navigation badge) is read again this often. */
export const listPollMs = 30_000;

/** Every query of an account's messages sits under this key, so one invalidation refreshes all. */
export const messagesKey = (role: TMessagesRole) => ['messages', role] as const;
