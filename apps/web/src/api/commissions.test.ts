import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyCommissionCsv } from './commissions';
import { answer, fakeBrowser, hangingFetch, sent } from './http-test-kit';

describe('applyCommissionCsv', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  beforeEach(() => {
    browser = fakeBrowser();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks again after a time-out (a second apply answers the first one counts) and says nothing meanwhile', async () => {
    vi.useFakeTimers();
    const counts = { id: 'csv_1', applied: 3, unchanged: 0, skipped: 1, appliedAt: '', alreadyApplied: true };
    browser.fetch
      .mockImplementationOnce(hangingFetch())
      .mockResolvedValueOnce(answer({ success: true, code: '0', error: null, data: counts }));
    const result = applyCommissionCsv('csv_1');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toEqual(counts);
    expect(browser.fetch).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(sent(browser.fetch, 1).init.body))).toEqual({ id: 'csv_1' });
    expect(browser.toast).not.toHaveBeenCalled();
  });

  it('gives up after three time-outs', async () => {
    vi.useFakeTimers();
    browser.fetch.mockImplementation(hangingFetch());
    const result = applyCommissionCsv('csv_1').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await result).toMatchObject({ code: 'timeout' });
    expect(browser.fetch).toHaveBeenCalledTimes(3);
  });
});
