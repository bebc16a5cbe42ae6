import { appendFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickRecord, tempClickLogDir } from '../../../test/support/click-log-kit';
import { createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { insertTrackingLink } from '../../../test/support/tracking-links';
import { clickDays, clickLogCheckpoints, clicks, reportDays, trackingLinks } from '../../db/schema';
import { createClickLog, type TClickLog } from './click-log';
import { clickLine } from './click-record';
import { createClickShipper } from './click-shipper';

// The click log and its shipper on their own: what a crash can leave on disk (a torn last line,
// a batch shipped again), days cut in the link's marketplace zone, segments rotated and deleted.
let t: TTestApp;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createUser(t, 'publisher')).user.id;
});
afterAll(() => t.close());

const shipperOf = (log: TClickLog) =>
  createClickShipper({ db: t.database.db, log, logger: t.app.log, batchSize: 4, intervalMs: 50 });

async function counts(linkId: string) {
  const rows = await t.database.db.select().from(clicks).where(eq(clicks.linkId, linkId));
  const [link] = await t.database.db.select().from(trackingLinks).where(eq(trackingLinks.id, linkId));
  const days = await t.database.db.select().from(clickDays).where(eq(clickDays.linkId, linkId));
  const report = await t.database.db.select().from(reportDays).where(eq(reportDays.linkId, linkId));
  return {
    rows: rows.length,
    clickCount: link?.clickCount,
    days: days.map((d) => [d.day, d.subId, d.clicks]),
    report: report.map((r) => [r.day, r.publisherId, r.clicks]),
  };
}

describe('shipping', () => {
  it('counts a batch shipped again (its checkpoint lost to a crash) once', async () => {
    const link = await insertTrackingLink(t, ownerId);
    const log = createClickLog({ dir: tempClickLogDir(), instance: 'main' });
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => log.append(clickRecord(link.id, { subId: i % 2 ? 'odd' : null }))),
    );
    await shipperOf(log).drain(10_000);
    const once = await counts(link.id);
    expect(once).toMatchObject({ rows: 6, clickCount: 6 });
    // The reports' rollup: one row for the link's day, every human click in it.
    expect(once.report).toEqual([[once.days[0]?.[0], ownerId, 6]]);

    // The statement committed but the shipper never heard: a restarted one starts from zero.
    const segment = log.active()?.segment as string;
    await t.database.db
      .update(clickLogCheckpoints)
      .set({ shippedBytes: 0 })
      .where(eq(clickLogCheckpoints.segment, segment));
    await shipperOf(log).drain(10_000);
    expect(await counts(link.id)).toEqual(once);
    await log.close();
  });

  it('cuts days in the link marketplace zone, daylight saving included', async () => {
    const us = await insertTrackingLink(t, ownerId);
    const de = await insertTrackingLink(t, ownerId, { countryCode: 'DE' });
    const log = createClickLog({ dir: tempClickLogDir(), instance: 'main' });
    // 07:30 UTC on 8 March is 23:30 on the 7th in Los Angeles; 23:30 UTC on the 7th is 00:30 on the 8th in Berlin.
    // 08:00 UTC is midnight in Los Angeles (still winter time); 10:30 UTC is 03:30 summer time.
    for (const at of [
      '2026-03-08T07:30:00Z',
      '2026-03-08T07:59:59.999Z',
      '2026-03-08T08:00:00Z',
      '2026-03-08T10:30:00Z',
    ]) {
      await log.append(clickRecord(us.id, { at: Date.parse(at) }));
    }
    await log.append(clickRecord(de.id, { countryCode: 'DE', at: Date.parse('2026-03-07T23:30:00Z') }));
    await shipperOf(log).drain(10_000);
    expect((await counts(us.id)).days.sort()).toEqual([
      ['2026-03-07', '', 2],
      ['2026-03-08', '', 2],
    ]);
    expect((await counts(de.id)).days).toEqual([['2026-03-08', '', 1]]);
    await log.close();
  });

  it('grows its batch on a backlog of closed segments, up to its most, and not on the segment being written', async () => {
    const link = await insertTrackingLink(t, ownerId);
    const dir = tempClickLogDir();
    // 20 clicks left in a closed segment (a stop, or an outage that outlasted a segment)
    const earlier = createClickLog({ dir, instance: 'main' });
    await Promise.all(Array.from({ length: 20 }, () => earlier.append(clickRecord(link.id))));
    await earlier.close();
    const log = createClickLog({ dir, instance: 'main' });
    await log.open();
    const shipper = createClickShipper({
      db: t.database.db,
      log,
      logger: t.app.log,
      batchSize: 2,
      maxBatchSize: 8,
      intervalMs: 50,
    });
    const shippedAfterEach = async (batches: number) => {
      const shipped = [];
      for (let i = 0; i < batches; i++) {
        await shipper.shipOnce();
        shipped.push((await counts(link.id)).rows);
      }
      return shipped;
    };
    // 2, then 4, then 8, then the 6 left of the segment
    expect(await shippedAfterEach(4)).toEqual([2, 6, 14, 20]);
    // the shipped segment is deleted on the way (no step of its own); then the segment being
    // written goes in batches of 2, however many wait
    await Promise.all(Array.from({ length: 10 }, () => log.append(clickRecord(link.id))));
    expect(await shippedAfterEach(4)).toEqual([22, 24, 26, 28]);
    await log.close();
  });

  it('drops the clicks of a link deleted since, and ships the rest', async () => {
    const kept = await insertTrackingLink(t, ownerId);
    const gone = await insertTrackingLink(t, ownerId);
    const log = createClickLog({ dir: tempClickLogDir(), instance: 'main' });
    await Promise.all([log.append(clickRecord(kept.id)), log.append(clickRecord(gone.id))]);
    await t.database.db.delete(trackingLinks).where(eq(trackingLinks.id, gone.id));
    await shipperOf(log).drain(10_000);
    expect(await counts(kept.id)).toMatchObject({ rows: 1, clickCount: 1 });
    await log.close();
  });
});

describe('what a crash leaves on disk', () => {
  it('ships the whole lines of an earlier segment, ignores its torn last line and deletes it', async () => {
    const link = await insertTrackingLink(t, ownerId);
    const dir = tempClickLogDir();
    mkdirSync(dir, { recursive: true });
    const earlier = join(dir, 'main-20260101T000000000Z-00000000.clicks');
    const whole = [clickRecord(link.id), clickRecord(link.id)];
    const torn = clickLine(clickRecord(link.id)).slice(0, 40);
    appendFileSync(earlier, `${whole.map(clickLine).join('')}{"not":"a click"}\n${torn}`);

    const log = createClickLog({ dir, instance: 'main' });
    await log.open();
    await shipperOf(log).drain(10_000);
    expect(await counts(link.id)).toMatchObject({ rows: 2, clickCount: 2 });
    expect(existsSync(earlier)).toBe(false);
    const checkpoints = await t.database.db
      .select()
      .from(clickLogCheckpoints)
      .where(eq(clickLogCheckpoints.segment, 'main-20260101T000000000Z-00000000.clicks'));
    expect(checkpoints).toEqual([]);
    await log.close();
  });

  it('starts a new segment at each start and when one is full; shipped segments go', async () => {
    const link = await insertTrackingLink(t, ownerId);
    const dir = tempClickLogDir();
    const first = createClickLog({ dir, instance: 'main', segmentBytes: 700 });
    for (let i = 0; i < 6; i++) {
      await first.append(clickRecord(link.id));
    }
    await first.close();
    const second = createClickLog({ dir, instance: 'main', segmentBytes: 700 });
    await second.append(clickRecord(link.id));
    expect(readdirSync(dir).filter((f) => f.endsWith('.clicks')).length).toBeGreaterThan(2);
    await shipperOf(second).drain(10_000);
    expect(await counts(link.id)).toMatchObject({ rows: 7, clickCount: 7 });
    // Only the segment being written is left.
    expect(readdirSync(dir).filter((f) => f.endsWith('.clicks'))).toEqual([second.active()?.segment]);
    await second.close();
  });

  it('refuses a second writer on the same folder', async () => {
    const dir = tempClickLogDir();
    const one = createClickLog({ dir, instance: 'main' });
    await one.open();
    const two = createClickLog({ dir, instance: 'main' });
    await expect(two.open()).rejects.toThrow(/click log .* is already open in this process/);
    await one.close();
  });
});
