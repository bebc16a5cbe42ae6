import { ZContactRequestSchema, ZContactResponseSchema } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { sendContactMessage } from './contact.service';

export const contactRoutes = [
  // POST email/contact/us: the public contact form, e-mailed to the team
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'email/contact/us',
    roles: ['public'],
    summary: 'Send a message to the Affiliate Atlas team',
    body: ZContactRequestSchema,
    response: ZContactResponseSchema,
    handler: ({ deps, body, ip }) => sendContactMessage(deps, body, ip),
  }),
];
