import { contactCalls, ErrorCode, type TErrorData } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { lastEmailTo } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { contactMessages } from '../../db/schema';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'team@atlas.test' });
});
afterAll(() => t.close());

const message = {
  name: 'Nora Seller',
  email: 'Nora@Example.TEST',
  subject: 'Question about billing',
  message: 'When does my first billing close?',
};

const send = (body: object, remoteAddress = '198.51.100.1') =>
  callOf(t.app, contactCalls.sendContactMessage, { body, remoteAddress });

describe('POST email/contact/us', () => {
  it('keeps the message and e-mails it to the team with the sender to reply to', async () => {
    const { status, body } = await send(message);
    expect(status).toBe(200);
    expect(body.data).toEqual({ received: true });

    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Nora Seller',
      email: 'nora@example.test',
      subject: message.subject,
    });
    expect(rows[0]?.ipHash).not.toContain('198.51.100.1');

    await t.app.deps.jobs.idle();
    const mail = await lastEmailTo(t, 'team@atlas.test', 'contact');
    expect(mail?.subject).toBe('Contact: Question about billing');
    expect(mail?.replyTo).toBe('Nora Seller <nora@example.test>');
    expect(mail?.text).toContain(message.message);
    expect(mail?.status).toBe('sent');
  });

  it('names every bad field (1001)', async () => {
    const { status, body } = await send({
      name: '',
      email: 'not-an-email',
      subject: 'a\nBcc: x@y.z',
      message: 'short',
    });
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    const fields = (body.data as TErrorData)?.fields ?? [];
    expect(Object.fromEntries(fields.map((f) => [f.path, f.message]))).toEqual({
      name: 'Enter your name',
      email: 'Enter a valid e-mail address',
      subject: 'Subject must be on one line',
      message: 'Tell us a little more (at least 10 characters)',
    });
  });

  it('answers a filled honeypot as usual but neither keeps nor sends it', async () => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const { status, body } = await send(
      { ...message, subject: 'Cheap pills', website: 'http://spam.test' },
      '198.51.100.2',
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ received: true });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before);
    await t.app.deps.jobs.idle();
    expect((await lastEmailTo(t, 'team@atlas.test', 'contact'))?.subject).not.toBe('Contact: Cheap pills');
  });

  it('stops an address after five messages an hour (1029)', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send(message, '198.51.100.3')).status).toBe(200);
    }
    const { status, body, headers } = await send(message, '198.51.100.3');
    expect(status).toBe(429);
    expect(body.code).toBe(ErrorCode.rateLimited);
    expect(body.error).toMatch(/^Too many messages from this address; try again in \d+ minutes$/);
    expect(Number(headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(message, '198.51.100.4')).status).toBe(200);
  });
});
