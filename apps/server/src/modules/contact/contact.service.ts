import type { TContactRequest, TContactResponse } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { newId } from '../../platform/ids';
import { keyedHash } from '../../platform/secret';
import { insertContactMessage } from './contact.repository';

/** A person writes a few times an hour at most; a script hitting the form is stopped here. */
const contactLimit = { name: 'contact-ip', points: 5, durationSeconds: 60 * 60 };

/**
 * POST email/contact/us: keeps the message (so nothing is lost if the e-mail fails) and e-mails
 * it to the team. A filled honeypot gets the same answer, so a robot learns nothing, and is
 * neither kept nor sent.
 */
export async function sendContactMessage(
  deps: TDeps,
  input: TContactRequest,
  ip: string,
): Promise<TContactResponse> {
  await deps.limits.consume(contactLimit, ip, 'Too many messages from this address');
  if (input.website?.trim()) {
    return { received: true };
  }
  const id = newId('cnt');
  const receivedAt = deps.now();
  await insertContactMessage(deps.db, {
    id,
    userId: null,
    name: input.name,
    email: input.email,
    subject: input.subject,
    message: input.message,
    // Enough to spot one address flooding the form, without keeping the address itself.
    ipHash: keyedHash(deps.config, 'contact-ip', ip),
    createdAt: receivedAt,
  });
  await deps.mailer.send({
    to: deps.config.CONTACT_EMAIL,
    // The team answers the sender straight from their mail client.
    replyTo: `${input.name.replace(/["<>]/g, '')} <${input.email}>`,
    subject: `Contact: ${input.subject}`,
    kind: 'contact',
    text: [
      `${input.name} wrote through the contact form.`,
      '',
      `From: ${input.name} <${input.email}>`,
      `Subject: ${input.subject}`,
      '',
      input.message,
      '',
      `Message ${id}, received ${receivedAt.toISOString()}`,
    ].join('\n'),
  });
  return { received: true };
}
