import { contactCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { sendContactMessage } from './contact.service';

export const contactRoutes = [
  // POST email/contact/us: the public contact form, e-mailed to the team
  defineRoute(contactCalls.sendContactMessage, {
    handler: ({ deps, body, ip }) => sendContactMessage(deps, body, ip),
  }),
];
