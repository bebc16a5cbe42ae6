import type { TMarketplaceCallbackRequest } from '@atlas/shared';
import type { TTestApp } from './test-app';

/**
 * Answers the demo marketplace's consent page the way a person does (choose a demo seller,
 * Allow or Cancel) and reads the redirect back to the app's callback.
 */
export async function answerDemoConsent(
  t: TTestApp,
  consentUrl: string,
  options: { identity?: string; decision?: 'allow' | 'cancel' } = {},
) {
  const url = new URL(consentUrl);
  const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  if (page.statusCode !== 200) {
    throw new Error(`consent page answered ${page.statusCode}: ${page.body}`);
  }
  const form = new URLSearchParams({
    client_id: url.searchParams.get('client_id') ?? '',
    redirect_uri: url.searchParams.get('redirect_uri') ?? '',
    state: url.searchParams.get('state') ?? '',
    identity: options.identity ?? 'northwind',
    decision: options.decision ?? 'allow',
  });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/demo-marketplace/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const location = new URL(String(answer.headers.location));
  return {
    status: answer.statusCode,
    location,
    error: location.searchParams.get('error'),
    callback: {
      code: location.searchParams.get('code') ?? '',
      state: location.searchParams.get('state') ?? '',
      sellingPartnerId: location.searchParams.get('selling_partner_id') ?? undefined,
    } satisfies TMarketplaceCallbackRequest,
  };
}
