import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../platform/deps';
import { escapeHtml } from '../../platform/html';
import { isLocalClient } from '../../platform/local-client';
import { findOutboxEmails } from './mailbox.repository';

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`);

const style = `body{font:14px/22px system-ui,sans-serif;margin:0;background:#f5f7fa;color:#1f2937}
main{max-width:860px;margin:32px auto;padding:0 16px}h1{font-size:20px;margin:0 0 4px}
p.lead{color:#6b7280;margin:0 0 24px}article{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:16px 20px;margin:0 0 12px}
header{display:flex;justify-content:space-between;gap:16px;color:#6b7280;font-size:13px}h2{font-size:16px;margin:4px 0 8px}
pre{white-space:pre-wrap;font:inherit;margin:0}a{color:#2563eb}.status{font-size:12px;border-radius:4px;padding:0 6px;background:#eef2ff}
form{margin:0 0 16px}input{padding:6px 8px;border:1px solid #d1d5db;border-radius:6px;width:260px}`;

/**
 * The developer mailbox: every e-mail of the outbox, newest first, with working links, so the
 * e-mail flows can be finished locally. Served only outside production, to a client on this
 * machine; anyone else gets the answer of a route that does not exist.
 */
export function registerMailbox(app: FastifyInstance, deps: TDeps): void {
  app.get<{ Querystring: { to?: string } }>('/dev/mailbox', async (request, reply) => {
    if (!isLocalClient(request, deps.config.TRUST_PROXY)) {
      return reply.callNotFound();
    }
    const to = request.query.to?.trim().toLowerCase();
    const rows = await findOutboxEmails(deps.db, to);
    const items = rows
      .map(
        (
          m,
        ) => `<article><header><span>To ${escapeHtml(m.to)}${m.replyTo ? ` · Reply-To ${escapeHtml(m.replyTo)}` : ''}</span><span>${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC · <span class="status">${m.status}</span></span></header>
<h2>${escapeHtml(m.subject)}</h2><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('\n');
    const empty =
      '<article><pre>No e-mails yet. Sign up or ask for a password reset, and the e-mail shows here.</pre></article>';
    return reply.type('text/html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Mailbox · ${escapeHtml(deps.config.PRODUCT_NAME)}</title><style>${style}</style></head><body><main>
<h1>Developer mailbox</h1><p class="lead">${deps.config.SMTP_URL ? 'Copies of the e-mails sent through SMTP from this server.' : 'E-mails this server sent. No SMTP_URL is set, so they stay here in the outbox.'}</p>
<form method="get"><input name="to" placeholder="Filter by recipient e-mail" value="${escapeHtml(to ?? '')}"></form>
${items || empty}</main></body></html>`);
  });
}
