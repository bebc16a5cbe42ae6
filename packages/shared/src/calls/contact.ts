import { defineCall } from '../call';
import { ZContactRequestSchema, ZContactResponseSchema } from '../contact';

export const contactCalls = {
  // POST email/contact/us: the public contact form, e-mailed to the team
  sendContactMessage: defineCall({
    api: 'user',
    method: 'POST',
    path: 'email/contact/us',
    roles: ['public'],
    summary: 'Send a message to the Affiliate Atlas team',
    body: ZContactRequestSchema,
    response: ZContactResponseSchema,
  }),
};
