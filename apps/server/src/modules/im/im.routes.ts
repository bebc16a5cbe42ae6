import { imCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { getImContact, saveImContact } from './im.service';

export const imRoutes = [
  // GET user/im: the account's instant-messaging contact (or null)
  defineRoute(imCalls.getImContact, {
    handler: ({ deps, actor }) => getImContact(deps, actor),
  }),
  // POST user/im: save the instant-messaging contact (channel and handle)
  defineRoute(imCalls.saveImContact, {
    handler: ({ deps, actor, body }) => saveImContact(deps, actor, body),
  }),
];
