import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxQueryChars } from '../src/platform/log-error';
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

// A failed batch write once logged a 248 KB line of click ids and address hashes: Drizzle's
// error carries the statement's `params` (and its message repeats them). Whatever logger a job,
// a schedule or a request uses, the line keeps the query's start and never a bound value.
describe('the error log', () => {
  const lines: string[] = [];
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  async function failure(run: () => Promise<unknown>): Promise<unknown> {
    try {
      await run();
    } catch (error) {
      return error;
    }
    throw new Error('expected the query to fail');
  }

  it('logs a failed query with many parameters without them, through every logger', async () => {
    const ids = Array.from({ length: 3000 }, (_, i) => `clk_private_${i}_${'h'.repeat(40)}`);
    const error = await failure(() =>
      t.database.db.execute(
        sql`select * from no_such_table where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
    const from = lines.length;
    t.app.log.warn({ err: error }, 'job failed; will retry');
    t.app.log.child({ reqId: 'req_test' }).error({ err: error }, 'unhandled error');
    t.app.log.child({ job: 'clicks' }).warn({ error }, 'click log: shipping failed');
    const logged = lines.slice(from);
    expect(logged).toHaveLength(3);
    for (const line of logged) {
      expect(line).not.toContain('clk_private_');
      expect(line.length).toBeLessThan(6000);
    }
    const entry = JSON.parse(logged[0] ?? '{}');
    expect(entry.err.type).toBe('DrizzleQueryError');
    expect(entry.err.query).toMatch(/^select \* from no_such_table where id in \(\$1, \$2/);
    expect(entry.err.query.length).toBeLessThan(maxQueryChars + 40);
    expect(entry.err.cause).toMatchObject({ code: '42P01' });
  });

  it('hides the value a data exception quotes back', async () => {
    const error = await failure(() => t.database.db.execute(sql`select ${'secret-hash-value'}::int`));
    const from = lines.length;
    t.app.log.warn({ err: error }, 'job failed');
    const line = lines.slice(from).join('');
    expect(line).toContain('22P02');
    expect(line).toContain('invalid input syntax for type integer');
    expect(line).not.toContain('secret-hash-value');
  });
});
