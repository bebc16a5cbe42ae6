import { attributionCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import {
  minutesFrom,
  productWithLink,
  reportRowsOf,
  shipClicksAt,
} from '../../../test/support/conversion-fixtures';
import { createOperator, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// The operator's calls: run a range of days now (queued, one run per day, once), list the runs.

let t: TTestApp;
let operator: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  operator = await createOperator(t);
});
afterAll(async () => {
  await t.close();
});

const run = (body: unknown, token = operator.token) =>
  callOf(t.app, attributionCalls.runAttribution, { token, body });
const list = (query: Record<string, string> = {}) =>
  callOf(t.app, attributionCalls.listAttributionRuns, { token: operator.token, query });

describe('POST attribution/run', () => {
  it('queues one run per day, imports them, and lists them newest first with their counts', async () => {
    const { link } = await productWithLink(t, { countryCode: 'DE' });
    // 2026-05-02 in Berlin begins at 2026-05-01T22:00Z (CEST)
    await shipClicksAt(t, link, minutesFrom(new Date('2026-05-01T22:00:00Z'), 300));
    const { status, body } = await run({ countryCode: 'DE', startDate: '2026-05-01', endDate: [2026, 5, 2] });
    expect(status).toBe(200);
    expect(body.data.runs.map((r) => [r.countryCode, r.day, r.status])).toEqual([
      ['DE', '2026-05-01', 'running'],
      ['DE', '2026-05-02', 'running'],
    ]);
    await t.app.deps.jobs.idle();
    const page = await list({ countryCode: 'DE' });
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.items.every((r) => r.status === 'done' && r.links >= 1 && r.finishedAt)).toBe(true);
    const day = page.body.data.items.find((r) => r.day === '2026-05-02');
    expect(day?.conversions).toBeGreaterThan(0);
    const rows = await reportRowsOf(t, link.id);
    expect(rows.find((r) => r.day === '2026-05-02')?.orders).toBeGreaterThan(0);
  });

  it('answers the running run of a day instead of queueing it twice', async () => {
    const body = { countryCode: 'CA', startDate: '2026-05-10', endDate: '2026-05-10' };
    const [first, second] = await Promise.all([run(body), run(body)]);
    expect(first.body.data.runs[0]?.id).toBeDefined();
    expect(second.body.data.runs[0]?.id).toBe(first.body.data.runs[0]?.id);
    await t.app.deps.jobs.idle();
    const page = await list({ countryCode: 'CA' });
    expect(page.body.data.items).toHaveLength(1);
  });

  it('refuses a range ending before it starts, or longer than 31 days, on endDate', async () => {
    const backwards = await run({ countryCode: 'US', startDate: '2026-05-10', endDate: '2026-05-09' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data).toMatchObject({
      fields: [{ path: 'endDate', message: 'The end date is before the start date' }],
    });
    const long = await run({ countryCode: 'US', startDate: '2026-01-01', endDate: '2026-02-01' });
    expect(long.status).toBe(400);
    expect(long.body.data).toMatchObject({
      fields: [{ path: 'endDate', message: 'Run at most 31 days at once' }],
    });
    const bad = await run({ countryCode: 'XX', startDate: '2026-02-30', endDate: '2026-03-01' });
    expect(bad.status).toBe(400);
    expect(
      (bad.body.data as unknown as { fields: { path: string }[] }).fields.map((f) => f.path).sort(),
    ).toEqual(['countryCode', 'startDate']);
  });

  it('refuses the last day of year 9999 (the day after it is no YYYY-MM-DD the database reads)', async () => {
    const answer = await run({ countryCode: 'UK', startDate: '9999-12-31', endDate: '9999-12-31' });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toMatchObject({
      fields: [
        { path: 'startDate', message: 'Give a date from 2000 to 2099' },
        { path: 'endDate', message: 'Give a date from 2000 to 2099' },
      ],
    });
  });

  it('is the operator console only', async () => {
    const publisher = await createUser(t, 'publisher');
    const answer = await run(
      { countryCode: 'US', startDate: '2026-05-10', endDate: '2026-05-10' },
      publisher.token,
    );
    expect(answer.status).toBe(403);
  });
});

describe('GET attribution/runs', () => {
  it('filters by status and pages', async () => {
    const failed = await list({ status: 'failed' });
    expect(failed.body.data).toMatchObject({ items: [], total: 0, page: 1, pageSize: 20 });
    const one = await list({ pageSize: '1', page: '2' });
    expect(one.body.data.items).toHaveLength(1);
    expect(one.body.data.total).toBeGreaterThanOrEqual(3);
    const wrong = await list({ status: 'queued' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toMatchObject({
      fields: [{ path: 'status', message: 'Choose running, done or failed' }],
    });
  });
});
