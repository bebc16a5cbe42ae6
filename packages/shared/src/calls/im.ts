import { defineCall } from '../call';
import { ZImContactRequestSchema, ZImContactResponseSchema, ZImContactSchema } from '../contact';
import { userRoles } from '../roles';

export const imCalls = {
  // GET user/im: the account's instant-messaging contact (or null)
  getImContact: defineCall({
    api: 'user',
    method: 'GET',
    path: 'user/im',
    roles: userRoles,
    summary: 'Read the instant-messaging contact',
    response: ZImContactResponseSchema,
  }),
  // POST user/im: save the instant-messaging contact (channel and handle)
  saveImContact: defineCall({
    api: 'user',
    method: 'POST',
    path: 'user/im',
    roles: userRoles,
    summary: 'Save the instant-messaging contact',
    body: ZImContactRequestSchema,
    response: ZImContactSchema,
  }),
};
