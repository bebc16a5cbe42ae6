import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clickRecord, tempClickLogDir } from '../../../test/support/click-log-kit';
import { createClickLog, segmentSuffix, type TAppendOutcome } from './click-log';
import { createFaultyFs } from './click-log-fs';
import { parseClickLine } from './click-record';

// The click log on a full or stalled disk (docs/architecture.md, "Faults: the disk under the
// click log"), with the file operations faulted by hand (`createFaultyFs`): the real disk's
// space is never touched. No database: click-log-faults.test.ts ships what these leave.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function loggerSpy() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    warn: (fields: object, message: string) => lines.push({ level: 'warn', fields: { ...fields }, message }),
    info: (fields: object, message: string) => lines.push({ level: 'info', fields: { ...fields }, message }),
  };
}

const segmentsIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith(segmentSuffix));

/** Every click id in the folder's segments, in order (a torn or doubled line shows here). */
function idsOnDisk(dir: string) {
  return segmentsIn(dir)
    .sort()
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean))
    .map((line) => parseClickLine(line)?.id ?? 'not a click');
}

/** `count` clicks, a few per turn of the event loop (as a redirect load sends them), spread over `ms`. */
async function clickFor(log: ReturnType<typeof createClickLog>, count: number, ms: number) {
  const ids: string[] = [];
  const outcomes: Promise<TAppendOutcome>[] = [];
  for (let i = 0; i < count; i++) {
    const click = clickRecord();
    ids.push(click.id);
    outcomes.push(log.append(click));
    if (i % 10 === 9) {
      await sleep(ms / (count / 10));
    }
  }
  return { ids, outcomes: await Promise.all(outcomes) };
}

describe('a full disk', () => {
  for (const code of ['ENOSPC', 'EDQUOT', 'EIO']) {
    it(`keeps one segment through a long ${code} episode, holds the clicks and writes each once when space returns`, async () => {
      const dir = tempClickLogDir();
      const fs = createFaultyFs();
      const logger = loggerSpy();
      // A slow write on a loaded machine is not the fault tested here.
      const log = createClickLog({ dir, instance: 'main', fs, logger, stallMs: 10_000 });
      const before = await clickFor(log, 20, 0);
      expect(before.outcomes.every((o) => o === 'durable')).toBe(true);
      // Half of each refused write reaches the disk: the retry must write over it, not after it.
      fs.fail(code, { partial: true });
      const during = await clickFor(log, 600, 600);
      expect(during.outcomes.every((o) => o === 'held')).toBe(true);
      expect(fs.counts.refused).toBeGreaterThan(3);
      expect(log.health()).toMatchObject({ fault: 'failing', waiting: 600 });
      fs.heal();
      await log.flush(5_000);
      expect(log.health()).toMatchObject({ fault: undefined, waiting: 0, writtenLate: 600, dropped: 0 });
      expect(fs.counts.created).toBe(1);
      expect(segmentsIn(dir)).toHaveLength(1);
      expect(idsOnDisk(dir)).toEqual([...before.ids, ...during.ids]);
      await log.close();
      // One line when it started, one when it ended: never one per click or per retry.
      expect(logger.lines.map((l) => [l.level, l.fields.fault, l.fields.code])).toEqual([
        ['warn', 'failing', code],
        ['info', 'failing', code],
      ]);
      expect(logger.lines[0]?.fields).toMatchObject({ written: 20 });
      expect(logger.lines[1]?.fields).toMatchObject({ held: 600, writtenLate: 600, dropped: 0 });
    });
  }

  it('drops what the buffer cannot hold, counts it, and says so once', async () => {
    const dir = tempClickLogDir();
    const fs = createFaultyFs();
    const logger = loggerSpy();
    const log = createClickLog({ dir, instance: 'main', fs, logger, maxHeld: 50, stallMs: 10_000 });
    fs.fail('ENOSPC');
    const during = await clickFor(log, 200, 100);
    expect(during.outcomes.filter((o) => o === 'held')).toHaveLength(50);
    expect(during.outcomes.filter((o) => o === 'dropped')).toHaveLength(150);
    fs.heal();
    await log.flush(5_000);
    // The first 50 are kept (the oldest are never pushed out), each once.
    expect(idsOnDisk(dir)).toEqual(during.ids.slice(0, 50));
    await log.close();
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines[1]?.fields).toMatchObject({ held: 50, writtenLate: 50, dropped: 150 });
  });

  it('leaves no empty segment behind when it closes before space returns', async () => {
    const dir = tempClickLogDir();
    const fs = createFaultyFs();
    const logger = loggerSpy();
    const log = createClickLog({ dir, instance: 'main', fs, logger, closeMs: 300, stallMs: 10_000 });
    fs.fail('ENOSPC');
    await clickFor(log, 30, 0);
    await sleep(100);
    expect(segmentsIn(dir)).toHaveLength(1);
    await log.close();
    expect(segmentsIn(dir)).toEqual([]);
    expect(log.health()).toMatchObject({ dropped: 30 });
    expect(logger.lines.map((l) => l.level)).toEqual(['warn', 'warn']);
    expect(logger.lines[1]?.fields).toMatchObject({ lostAtClose: 30 });
  });
});

describe('a stalled disk', () => {
  it('answers the clicks while the write hangs, and writes them once it returns', async () => {
    const dir = tempClickLogDir();
    const fs = createFaultyFs();
    const logger = loggerSpy();
    const log = createClickLog({ dir, instance: 'main', fs, logger, stallMs: 50 });
    await log.append(clickRecord());
    await log.flush(5_000);
    // (a first write slower than 50 ms on a loaded machine is an episode of its own)
    const earlier = logger.lines.length;
    fs.stall();
    const order: string[] = [];
    const click = clickRecord();
    const answered = log.append(click).then((outcome) => order.push(`answered ${outcome}`));
    await answered;
    // The write is still hanging: nothing of this click is on disk.
    expect(fs.counts.stalled).toBeGreaterThan(0);
    expect(idsOnDisk(dir)).not.toContain(click.id);
    const later = await clickFor(log, 100, 50);
    expect(later.outcomes.every((o) => o === 'held')).toBe(true);
    order.push('released');
    fs.heal();
    await log.flush(5_000);
    expect(order).toEqual(['answered held', 'released']);
    expect(idsOnDisk(dir).slice(1)).toEqual([click.id, ...later.ids]);
    await log.close();
    const episode = logger.lines.slice(earlier);
    expect(episode.map((l) => [l.level, l.fields.fault])).toEqual([
      ['warn', 'stalled'],
      ['info', 'stalled'],
    ]);
    expect(episode[1]?.fields).toMatchObject({ held: 101, writtenLate: 101, dropped: 0 });
  });

  it('while healthy, answers only once the click is on disk', async () => {
    const dir = tempClickLogDir();
    const log = createClickLog({ dir, instance: 'main' });
    const click = clickRecord();
    expect(await log.append(click)).toBe('durable');
    expect(idsOnDisk(dir)).toEqual([click.id]);
    await log.close();
  });
});
