import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../../platform/html';

/**
 * The redirect's own answers when it does not redirect (an unknown or deleted link, too many
 * clicks, the link unreadable for now): a small page, styled inline, never stored.
 */
export function sendClickPage(
  res: ServerResponse,
  status: number,
  page: { productName: string; title: string; message: string },
  headers: Record<string, string> = {},
): void {
  const title = escapeHtml(page.title);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1f1f1f;background:#f5f5f5;margin:0">
<main style="max-width:32rem;margin:15vh auto;padding:2rem;background:#fff;border-radius:8px;text-align:center">
<h1 style="font-size:1.4rem;margin:0 0 1rem">${title}</h1>
<p style="color:#595959;line-height:1.5">${escapeHtml(page.message)}</p>
<p style="color:#8c8c8c;font-size:.85rem;margin-top:2rem">${escapeHtml(page.productName)}</p>
</main></body></html>`;
  res.writeHead(status, {
    ...headers,
    'cache-control': 'no-store',
    // The redirect goes without helmet (its 302 needs none): the page says what it may load itself.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
  });
  res.end(html);
}
