import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../platform/html';
import type { TRateLimits } from '../../platform/rate-limit';

// The built-in sandboxes' approval page: clearly not the provider, one order, two buttons.

export type TSandboxPage = {
  provider: string;
  productName: string;
  amount: string;
  description: string;
  /** Where the two buttons post; null once the order cannot be approved any more. */
  actions: { approve: string; cancel: string } | null;
  note?: string;
};

export function sandboxPage(page: TSandboxPage): string {
  const title = `${page.productName} sandbox: ${page.provider}`;
  const buttons = page.actions
    ? `<form method="post" action="${escapeHtml(page.actions.approve)}"><button type="submit" class="pay">Approve and pay</button></form>
       <form method="post" action="${escapeHtml(page.actions.cancel)}"><button type="submit">Cancel</button></form>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;padding:24px;color:#1f1f1f}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px #0002}
.banner{background:#fff7e6;border:1px solid #ffd591;padding:8px 12px;border-radius:6px;font-size:14px}
.amount{font-size:32px;font-weight:600;margin:16px 0 4px}
form{display:inline-block;margin:16px 8px 0 0}
button{font-size:16px;padding:10px 20px;border-radius:6px;border:1px solid #8c8c8c;background:#fff;cursor:pointer}
button.pay{background:#0958d9;border-color:#0958d9;color:#fff}
</style></head>
<body><main>
<p class="banner" role="note">This is the ${escapeHtml(page.productName)} sandbox of ${escapeHtml(page.provider)}: no real money moves.</p>
<h1>${escapeHtml(page.provider)} checkout</h1>
<p class="amount">${escapeHtml(page.amount)}</p>
<p>${escapeHtml(page.description)}</p>
${page.note ? `<p>${escapeHtml(page.note)}</p>` : ''}
${buttons}
</main></body></html>`;
}

/**
 * `url` when it points into this app, else null. The sandboxes' credentials are public, so an
 * order made by anyone must not turn the approval page's buttons into a redirect to another site.
 */
export function appUrl(publicBaseUrl: string, url: unknown): string | null {
  if (typeof url !== 'string') {
    return null;
  }
  try {
    return new URL(url).origin === new URL(publicBaseUrl).origin ? url : null;
  } catch {
    return null;
  }
}

/** What the approval page shows of an order or checkout. */
export type TApprovable = { amount: string; description: string; status: string; open: boolean };

export type TApprovalPageOptions = {
  provider: string;
  productName: string;
  /** The page's route, and how it finds the order's id in the request. */
  pagePath: string;
  idOf: (request: FastifyRequest) => string;
  /** Where the buttons post: `{actionBase(id)}/approve` and `/cancel`. */
  actionBase: (id: string) => string;
  find: (id: string) => TApprovable | undefined;
  /** Approves or cancels the open order; answers where the seller goes back to. */
  act: (id: string, action: 'approve' | 'cancel') => string;
  limits: TRateLimits;
};

// The page and its buttons are public (anyone may guess at order ids): rate limited per address.
const pageLimit = { name: 'payment-sandbox-page-ip', points: 120, durationSeconds: 60 };
const tooMany = 'Too many requests to the payment sandbox from this address';

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/** A sandbox's approval page and its two buttons, which send the seller back to the app. */
export function registerApprovalPage(scope: FastifyInstance, o: TApprovalPageOptions): void {
  const closed = (description: string) =>
    sandboxPage({ provider: o.provider, productName: o.productName, amount: '', description, actions: null });
  scope.get(o.pagePath, async (request, reply) => {
    await o.limits.consume(pageLimit, request.ip, tooMany);
    const id = o.idOf(request);
    const order = o.find(id);
    if (!order) {
      return sendPage(reply, 404, closed('This order does not exist.'));
    }
    const actions = order.open
      ? { approve: `${o.actionBase(id)}/approve`, cancel: `${o.actionBase(id)}/cancel` }
      : null;
    const note = order.open ? undefined : `This order is ${order.status}.`;
    return sendPage(
      reply,
      200,
      sandboxPage({ ...order, provider: o.provider, productName: o.productName, actions, note }),
    );
  });
  for (const action of ['approve', 'cancel'] as const) {
    scope.post<{ Params: { id: string } }>(`${o.actionBase(':id')}/${action}`, async (request, reply) => {
      await o.limits.consume(pageLimit, request.ip, tooMany);
      if (!o.find(request.params.id)?.open) {
        return sendPage(reply, 409, closed('This order cannot be approved any more.'));
      }
      return reply.redirect(o.act(request.params.id, action), 303);
    });
  }
}
