import type { TDb } from '../db/client';
import type { TMailTransport } from '../integrations/mail/transport';
import { newId } from './ids';
import type { TJobs } from './jobs/jobs';
import {
  findEmail,
  insertEmail,
  listQueuedEmailIds,
  markEmailAttemptFailed,
  markEmailSent,
} from './mailer.repository';

export type TMail = { to: string; subject: string; text: string; kind: string; replyTo?: string };

export type TMailer = {
  /** Records the e-mail and queues its delivery; never throws for a delivery problem. */
  send(mail: TMail): Promise<string>;
};

type TMailerDeps = {
  db: TDb;
  jobs: TJobs;
  transport: TMailTransport;
  from: string;
  host: string;
  now: () => Date;
  log: { error: (obj: object, msg: string) => void };
};

const deliverJob = 'email.deliver';

/**
 * E-mail through the jobs interface: the row is written first (so nothing is lost), then a job
 * delivers it with retries. A failed delivery is recorded on the row, never raised to the
 * request that asked for the e-mail.
 */
export function createMailer(deps: TMailerDeps): TMailer & { requeue(): Promise<number> } {
  deps.jobs.define<{ emailId: string }>(deliverJob, async ({ emailId }, attempt) => {
    const row = await findEmail(deps.db, emailId);
    if (!row || row.status === 'sent') {
      return;
    }
    try {
      await deps.transport.send({
        from: deps.from,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        messageId: `<${row.id}@${deps.host}>`,
      });
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      await markEmailAttemptFailed(deps.db, emailId, {
        attempts: attempt.number,
        lastError,
        final: attempt.final,
      });
      throw error;
    }
    await markEmailSent(deps.db, emailId, {
      transport: deps.transport.kind,
      attempts: attempt.number,
      sentAt: deps.now(),
    });
  });

  const queue = async (emailId: string) => {
    try {
      await deps.jobs.enqueue(deliverJob, { emailId }, { jobId: emailId });
    } catch (error) {
      // The row stays queued and is handed over again at the next start.
      deps.log.error({ err: error, emailId }, 'could not queue an e-mail');
    }
  };

  return {
    async send(mail) {
      const id = newId('eml');
      await insertEmail(deps.db, { id, ...mail, createdAt: deps.now() });
      await queue(id);
      return id;
    },
    async requeue() {
      const queued = await listQueuedEmailIds(deps.db);
      for (const id of queued) {
        await queue(id);
      }
      return queued.length;
    },
  };
}
