import { publisherMessageCalls, sellerMessageCalls } from '@atlas/shared';

// Messages with the team (spec 7.13) and the console's inbox. Polls are silent: a failed poll
// shows on the screen that made it, never as a toast every few seconds; the composer shows a
// refusal on its fields.
export const messageCallOptions = { silent: true };

export type TMessagesRole = 'seller' | 'publisher';

/** Each account's own message calls: the same three under its role's paths. */
export const messageCallsOf = { seller: sellerMessageCalls, publisher: publisherMessageCalls };
