import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { realDeployment } from '../../test/support/production-env';
import { createTestApp, type TTestApp } from '../../test/support/test-app';
import { emails } from '../db/schema';
import type { TMailTransport } from '../integrations/mail/transport';

let t: TTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const mail = {
  to: 'ann@example.test',
  subject: 'Hello',
  text: 'Open http://localhost:3000/x to go on.',
  kind: 'test',
};
const rowOf = async (app: TTestApp, id: string) =>
  (await app.database.db.select().from(emails).where(eq(emails.id, id)))[0];

function fakeSmtp(): Promise<{ url: string; received: string[]; stop: () => Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push(raw);
        done();
      });
    },
  });
  return new Promise((ready) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      ready({
        url: `smtp://127.0.0.1:${port}`,
        received,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe('mailer', () => {
  it('delivers through SMTP and marks the e-mail sent', async () => {
    const smtp = await fakeSmtp();
    try {
      t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Atlas <team@atlas.test>' });
      const id = await t.app.deps.mailer.send({ ...mail, replyTo: 'Nora <nora@example.test>' });
      await t.app.deps.jobs.idle();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('Reply-To: Nora <nora@example.test>');
      expect(smtp.received[0]).toContain('Subject: Hello');
      expect(smtp.received[0]).toContain('To: ann@example.test');
      expect(smtp.received[0]).toContain('From: Atlas <team@atlas.test>');
      expect(smtp.received[0]).toContain('http://localhost:3000/x');
      expect(await rowOf(t, id)).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1 });
    } finally {
      await smtp.stop();
    }
  });

  it('keeps the e-mail in the outbox without SMTP, listed in the developer mailbox with its link', async () => {
    t = await createTestApp();
    const id = await t.app.deps.mailer.send(mail);
    await t.app.deps.jobs.idle();
    expect(await rowOf(t, id)).toMatchObject({ status: 'sent', transport: 'outbox' });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=ANN@example.test' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2>Hello</h2>');
    expect(page.body).toContain('<a href="http://localhost:3000/x">http://localhost:3000/x</a> to go on.');
  });

  it('retries a failing delivery, records the error, and never fails the caller', async () => {
    let calls = 0;
    const flaky: TMailTransport = {
      kind: 'smtp',
      send: async () => {
        calls++;
        if (calls < 3) {
          throw new Error('421 try later');
        }
      },
      close: () => {},
    };
    t = await createTestApp({ JOB_BACKOFF_MS: '1' }, { mailTransport: flaky });
    const id = await t.app.deps.mailer.send(mail);
    await t.app.deps.jobs.idle();
    expect(calls).toBe(3);
    expect(await rowOf(t, id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('marks an e-mail failed after the last attempt, with the reason', async () => {
    const dead: TMailTransport = {
      kind: 'smtp',
      send: async () => Promise.reject(new Error('550 no such user')),
      close: () => {},
    };
    t = await createTestApp({ JOB_BACKOFF_MS: '1' }, { mailTransport: dead });
    const id = await t.app.deps.mailer.send(mail);
    await t.app.deps.jobs.idle();
    expect(await rowOf(t, id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: '550 no such user',
    });
  });

  it('hides the mailbox in production', async () => {
    t = await createTestApp({ ...realDeployment, HOST: '127.0.0.1' });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(404);
  });
});
