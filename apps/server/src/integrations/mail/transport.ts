import nodemailer from 'nodemailer';

export type TOutgoingMail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  messageId: string;
};

/** Where e-mails go: an SMTP server, or nowhere further than the database outbox. */
export type TMailTransport = {
  kind: 'smtp' | 'outbox';
  send(mail: TOutgoingMail): Promise<void>;
  close(): void;
};

export function createMailTransport(smtpUrl: string | undefined): TMailTransport {
  if (!smtpUrl) {
    // The outbox row is the delivery: the developer mailbox (/dev/mailbox) lists it.
    return { kind: 'outbox', send: async () => {}, close: () => {} };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        messageId: mail.messageId,
      });
    },
    close: () => transporter.close(),
  };
}
