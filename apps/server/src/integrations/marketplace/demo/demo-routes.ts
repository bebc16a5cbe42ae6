import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TDeps } from '../../../platform/deps';
import { MarketplaceOAuthError } from '../oauth/types';
import { marketplaceRedirectUri } from '../redirect-uri';
import { consentErrorPage, consentPage, type TConsentRequest } from './consent-page';
import {
  demoClientId,
  demoIdentityByKey,
  demoPathPrefix,
  demoProfile,
  issueDemoCode,
  redeemDemoCode,
  refreshDemoToken,
} from './demo-marketplace';

type TForm = Record<string, string | undefined>;

/** The consent request's own parameters, or why it cannot be answered at all. */
function consentRequest(deps: TDeps, input: TForm): TConsentRequest | string {
  if (input.client_id !== demoClientId) {
    return 'Unknown client_id.';
  }
  // Like a redirect URI registered with LWA: codes only ever go to this app's own callback.
  if (input.redirect_uri !== marketplaceRedirectUri(deps)) {
    return 'The redirect_uri is not registered for this client.';
  }
  if (!input.state || input.state.length > 4096) {
    return 'The state parameter is missing.';
  }
  return { clientId: input.client_id, redirectUri: input.redirect_uri, state: input.state };
}

const page = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) =>
  reply.status(status).header('cache-control', 'no-store').send({ error, error_description: description });

/**
 * The demo marketplace under /demo-marketplace (outside /api): the consent page, and token and
 * profile endpoints shaped like Login with Amazon's. Mounted only when MARKETPLACE_PROVIDER is
 * demo, in production too (there it is the only way in), never beside the real Amazon adapter.
 */
export async function registerDemoMarketplace(app: FastifyInstance, deps: TDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get<{ Querystring: TForm }>(`${demoPathPrefix}/authorize`, async (request, reply) => {
      const consent = consentRequest(deps, request.query);
      if (typeof consent === 'string') {
        return page(reply, 400, consentErrorPage(consent));
      }
      if (request.query.response_type !== 'code') {
        return page(reply, 400, consentErrorPage('Only response_type=code is supported.'));
      }
      return page(reply, 200, consentPage(consent, deps.config.PRODUCT_NAME));
    });

    scope.post<{ Body: TForm }>(`${demoPathPrefix}/authorize`, async (request, reply) => {
      const form = request.body ?? {};
      const consent = consentRequest(deps, form);
      if (typeof consent === 'string') {
        return page(reply, 400, consentErrorPage(consent));
      }
      const back = new URL(consent.redirectUri);
      back.searchParams.set('state', consent.state);
      const identity = demoIdentityByKey(form.identity ?? '');
      if (form.decision !== 'allow' || !identity) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The request was cancelled');
        return reply.redirect(back.toString(), 303);
      }
      back.searchParams.set('code', issueDemoCode(deps, identity, consent.redirectUri));
      back.searchParams.set('selling_partner_id', identity.sellingPartnerId);
      return reply.redirect(back.toString(), 303);
    });

    scope.post<{ Body: TForm }>(`${demoPathPrefix}/auth/o2/token`, async (request, reply) => {
      const form = request.body ?? {};
      if (form.client_id !== demoClientId) {
        return oauthError(reply, 401, 'invalid_client', 'Unknown client_id');
      }
      try {
        if (form.grant_type === 'authorization_code') {
          const tokens = await redeemDemoCode(deps, form.code ?? '', form.redirect_uri ?? '');
          return reply.header('cache-control', 'no-store').send(tokenBody(tokens));
        }
        if (form.grant_type === 'refresh_token') {
          return reply
            .header('cache-control', 'no-store')
            .send(tokenBody(refreshDemoToken(deps, form.refresh_token ?? '')));
        }
        return oauthError(reply, 400, 'unsupported_grant_type', 'Use authorization_code or refresh_token');
      } catch (error) {
        if (error instanceof MarketplaceOAuthError) {
          return oauthError(reply, 400, error.reason, error.message);
        }
        throw error;
      }
    });

    scope.get(`${demoPathPrefix}/user/profile`, async (request, reply) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
      try {
        const profile = demoProfile(deps, match?.[1] ?? '');
        return reply.send({ user_id: profile.userId, name: profile.name, email: profile.email });
      } catch (error) {
        if (error instanceof MarketplaceOAuthError) {
          return oauthError(reply, 401, error.reason, error.message);
        }
        throw error;
      }
    });
  });
}

function tokenBody(tokens: { accessToken: string; refreshToken: string | null; expiresInSeconds: number }) {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'bearer',
    expires_in: tokens.expiresInSeconds,
  };
}
