import {
  userRoles,
  ZImContactRequestSchema,
  ZImContactResponseSchema,
  ZImContactSchema,
} from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { getImContact, saveImContact } from './im.service';

export const imRoutes = [
  // GET user/im: the account's instant-messaging contact (or null)
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'user/im',
    roles: userRoles,
    summary: 'Read the instant-messaging contact',
    response: ZImContactResponseSchema,
    handler: ({ deps, actor }) => getImContact(deps, actor),
  }),
  // POST user/im: save the instant-messaging contact (channel and handle)
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'user/im',
    roles: userRoles,
    summary: 'Save the instant-messaging contact',
    body: ZImContactRequestSchema,
    response: ZImContactSchema,
    handler: ({ deps, actor, body }) => saveImContact(deps, actor, body),
  }),
];
