import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDemoConsent } from '../../../../test/support/demo-marketplace';
import { amazonClients } from '../../../../test/support/production-env';
import { createTestApp, type TTestApp } from '../../../../test/support/test-app';

const callback = 'http://atlas.test/marketplace/callback';
const authorizeQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    client_id: 'atlas-demo',
    response_type: 'code',
    scope: 'profile',
    redirect_uri: callback,
    state: 'st<"ate>',
    ...overrides,
  }).toString();

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_BASE_URL: 'http://atlas.test' });
});
afterAll(() => t.close());

const form = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function codeFor(identity = 'northwind') {
  const { callback: answer } = await answerDemoConsent(
    t,
    `http://atlas.test/demo-marketplace/authorize?${authorizeQuery()}`,
    { identity },
  );
  return answer.code;
}

describe('the consent page', () => {
  it('lists the demo sellers with Allow and Cancel, the state escaped', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `/demo-marketplace/authorize?${authorizeQuery()}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of [
      'Northwind Home',
      'A1DEMONORTHWIND',
      'Bluebird Outdoor',
      'Copper Kettle Kitchen',
      'Allow',
      'Cancel',
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toContain('value="st&lt;&quot;ate&gt;"');
    expect(page.body).not.toContain('<script');
  });

  it('refuses an unknown client or a redirect that is not the app callback, without redirecting', async () => {
    const refused: Record<string, string>[] = [
      { client_id: 'someone' },
      { redirect_uri: 'https://evil.test/cb' },
      { state: '' },
    ];
    for (const overrides of refused) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/demo-marketplace/authorize?${authorizeQuery(overrides)}`,
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This sign-in request is not valid');
      expect(page.headers.location).toBeUndefined();
    }
    const posted = await form('/demo-marketplace/authorize', {
      client_id: 'atlas-demo',
      redirect_uri: 'https://evil.test/cb',
      state: 's',
      identity: 'northwind',
      decision: 'allow',
    });
    expect(posted.statusCode).toBe(400);
  });

  it('goes back with access_denied and the state when cancelled', async () => {
    const {
      status,
      location,
      error,
      callback: answer,
    } = await answerDemoConsent(
      t,
      `http://atlas.test/demo-marketplace/authorize?${authorizeQuery({ state: 'abc' })}`,
      { decision: 'cancel' },
    );
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(callback);
    expect(error).toBe('access_denied');
    expect(answer.state).toBe('abc');
    expect(answer.code).toBe('');
  });

  it('goes back with a code, the state and the selling partner id when allowed', async () => {
    const { status, callback: answer } = await answerDemoConsent(
      t,
      `http://atlas.test/demo-marketplace/authorize?${authorizeQuery({ state: 'abc' })}`,
      { identity: 'bluebird' },
    );
    expect(status).toBe(303);
    expect(answer.code).not.toBe('');
    expect(answer.state).toBe('abc');
    expect(answer.sellingPartnerId).toBe('A1DEMOBLUEBIRD');
  });
});

describe('the token and profile endpoints, shaped like Login with Amazon', () => {
  it('trades a code once for tokens that read the profile and refresh', async () => {
    const code = await codeFor('bluebird');
    const grant = { grant_type: 'authorization_code', code, redirect_uri: callback, client_id: 'atlas-demo' };
    const tokens = await form('/demo-marketplace/auth/o2/token', grant);
    expect(tokens.statusCode).toBe(200);
    const body = tokens.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/demo-marketplace/user/profile',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(profile.json()).toEqual({
      user_id: 'amzn1.account.DEMOBLUEBIRDOUTDOOR',
      name: 'Bluebird Outdoor',
      email: 'bluebird@demo-marketplace.test',
    });

    const reused = await form('/demo-marketplace/auth/o2/token', grant);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');

    const refreshed = await form('/demo-marketplace/auth/o2/token', {
      grant_type: 'refresh_token',
      refresh_token: body.refresh_token,
      client_id: 'atlas-demo',
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().access_token).toMatch(/^Atza\|demo\./);
  });

  it('refuses an unknown client, a code for another redirect, and a bad access token', async () => {
    const code = await codeFor();
    const client = await form('/demo-marketplace/auth/o2/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: callback,
      client_id: 'x',
    });
    expect(client.statusCode).toBe(401);
    expect(client.json().error).toBe('invalid_client');
    const redirect = await form('/demo-marketplace/auth/o2/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://atlas.test/elsewhere',
      client_id: 'atlas-demo',
    });
    expect(redirect.json()).toMatchObject({ error: 'invalid_grant' });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/demo-marketplace/user/profile',
      headers: { authorization: 'Bearer Atza|demo.forged.x' },
    });
    expect(profile.statusCode).toBe(401);
  });
});

describe('with the Amazon adapter', () => {
  it('is not served at all', async () => {
    const amazon = await createTestApp({
      MARKETPLACE_PROVIDER: 'amazon',
      ...amazonClients,
    });
    try {
      const page = await amazon.app.inject({
        method: 'GET',
        url: `/demo-marketplace/authorize?${authorizeQuery()}`,
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await amazon.close();
    }
  });
});
