import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/platform/log-redaction';
import { createUser } from './support/factories';
import { createTestApp, type TTestApp } from './support/test-app';

// The image API takes the user's session token in its query string (spec 7.16); the request
// log must keep the call without the token, or a log reader could act as the user.
describe('redactUrl', () => {
  it('hides credentials in the query string and keeps the rest', () => {
    expect(redactUrl('/api/storage/v2/file/a.jpg?biz=atlas&accessToken=aas_abc&ts=1&secret=ff')).toBe(
      '/api/storage/v2/file/a.jpg?biz=atlas&accessToken=[hidden]&ts=1&secret=[hidden]',
    );
    expect(redactUrl('/x?ACCESSTOKEN=a&api%5Fkey=b&token')).toBe(
      '/x?ACCESSTOKEN=[hidden]&api%5Fkey=[hidden]&token=[hidden]',
    );
  });

  it('leaves a URL without a query, or with harmless parameters, as it is', () => {
    expect(redactUrl('/t/abc123')).toBe('/t/abc123');
    expect(redactUrl('/user/seller/product/list?countryCode=US&search=token')).toBe(
      '/user/seller/product/list?countryCode=US&search=token',
    );
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('logs an image upload without the session token', async () => {
    const { token } = await createUser(t, 'seller');
    const reply = await t.app.inject({
      method: 'PUT',
      url: `/api/storage/v2/file/a.jpg?biz=atlas&accessToken=${token}&ts=${Date.now()}&secret=00`,
      headers: { 'content-type': 'image/jpeg' },
      payload: Buffer.from('not an image'),
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    const logged = lines.filter((line) => line.includes('/api/storage/v2/file/a.jpg'));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).toContain('accessToken=[hidden]');
    expect(lines.join('\n')).not.toContain(token);
  });
});
