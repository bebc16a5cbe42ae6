import { escapeHtml } from '../../../platform/html';
import { demoIdentities, demoPathPrefix } from './demo-marketplace';

export type TConsentRequest = { clientId: string; redirectUri: string; state: string };

const style = `*{box-sizing:border-box}body{font:14px/22px system-ui,-apple-system,sans-serif;margin:0;background:#eef1f4;color:#1f2937}
main{max-width:520px;margin:48px auto;padding:0 16px}.brand{display:flex;align-items:center;gap:10px;margin:0 0 20px;color:#374151;font-weight:600}
.mark{width:28px;height:28px;border-radius:7px;background:#232f3e;color:#ff9900;display:grid;place-items:center;font-weight:700}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:28px}h1{font-size:20px;margin:0 0 6px}
p{margin:0 0 16px;color:#4b5563}.muted{color:#6b7280;font-size:13px}ul.asks{margin:0 0 20px;padding-left:20px;color:#374151}
fieldset{border:0;margin:0 0 20px;padding:0}legend{font-weight:600;margin:0 0 8px}
label.who{display:flex;gap:12px;align-items:flex-start;border:1px solid #e5e7eb;border-radius:8px;padding:12px 14px;margin:0 0 8px;cursor:pointer}
label.who:has(input:checked){border-color:#2563eb;background:#f5f8ff}label.who input{margin-top:4px}
.who strong{display:block}.who span{display:block;color:#6b7280;font-size:13px}
.actions{display:flex;gap:8px;justify-content:flex-end}button{font:inherit;border-radius:6px;padding:8px 18px;cursor:pointer;border:1px solid #d1d5db;background:#fff}
button.allow{background:#2563eb;border-color:#2563eb;color:#fff}.error{border-left:3px solid #dc2626;padding-left:12px}`;

/** A page of the demo marketplace: its header and look around `body`. */
export function frame(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Demo marketplace</title><style>${style}</style></head><body><main>
<div class="brand"><span class="mark">a</span>Demo marketplace</div>${body}</main></body></html>`;
}

/**
 * The demo marketplace's own consent screen: which demo seller you are, and Allow or Cancel.
 * Plain HTML with no script, under the app's strict CSP.
 */
export function consentPage(request: TConsentRequest, appName: string): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const choices = demoIdentities
    .map(
      (
        identity,
        index,
      ) => `<label class="who"><input type="radio" name="identity" value="${identity.key}"${index === 0 ? ' checked' : ''}>
<div><strong>${escapeHtml(identity.name)}</strong><span>Seller ${identity.sellingPartnerId} · ${escapeHtml(identity.email ?? '')}</span></div></label>`,
    )
    .join('\n');
  return frame(
    'Allow access',
    `<div class="card"><h1>${escapeHtml(appName)} would like to use your marketplace account</h1>
<p>If you allow it, ${escapeHtml(appName)} will:</p>
<ul class="asks"><li>know your name and e-mail address, to sign you in</li><li>read your seller account's catalogue and sales data</li></ul>
<form method="post" action="${demoPathPrefix}/authorize">
${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('state', request.state)}
<fieldset><legend>Continue as</legend>${choices}</fieldset>
<div class="actions"><button type="submit" name="decision" value="cancel">Cancel</button><button class="allow" type="submit" name="decision" value="allow">Allow</button></div>
</form></div>
<p class="muted" style="margin-top:16px">This demo marketplace stands in for Amazon on this server. No real Amazon account is used.</p>`,
  );
}

/** A request that cannot be answered with a redirect (unknown client or redirect URI). */
export function consentErrorPage(message: string): string {
  return frame(
    'Request not valid',
    `<div class="card"><h1>This sign-in request is not valid</h1><p class="error">${escapeHtml(message)}</p>
<p class="muted">Go back to the app and start again.</p></div>`,
  );
}
