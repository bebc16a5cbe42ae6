import type { TPayoutItem, TPayoutRunDetail } from '@atlas/shared';
import { answer, fail, type fakeBrowser } from '../../../api/http-test-kit';

// Test-only: a run and its payouts as the server answers them, and a fake server by path.

export const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

export const reviewRun: TPayoutRunDetail = {
  id: 'prun_1',
  countryCode: 'US',
  currency: 'USD',
  kind: 'monthly',
  month: '2026-11',
  status: 'review',
  createdAt: '2026-12-15T08:00:00.000Z',
  createdBy: 'schedule',
  approvedAt: null,
  approvedBy: null,
  counts: { included: 12, held: 1, sent: 0, paid: 0, failed: 0 },
  totalMinor: 345_678,
  files: [],
  approvalProblems: [],
};

export const ivy: TPayoutItem = {
  id: 'pitm_1',
  runId: 'prun_1',
  publisherId: 'pub_1',
  publisherName: 'Ivy Ramirez',
  publisherEmail: 'ivy@example.test',
  amountMinor: 53_955,
  currency: 'USD',
  rail: 'ach',
  status: 'included',
  reason: null,
  destination: '…6789',
  updatedAt: '2026-12-15T08:00:00.000Z',
};

type TRoute = (init: RequestInit | undefined, url: string) => Response | Promise<Response>;

/** Answers by "METHOD path" (the path from `finance/` or `publisher/`, no query); anything else 404. */
export function serve(browser: ReturnType<typeof fakeBrowser>, routes: Record<string, TRoute>) {
  browser.fetch.mockImplementation(async (url, init) => {
    const path = String(url)
      .replace(/^.*?(finance\/|publisher\/)/, '$1')
      .split('?')[0];
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    return route ? route(init, String(url)) : answer(fail('1004', 'Route not found'), 404);
  });
}

/** The calls made to "METHOD path", with their bodies. */
export function callsTo(browser: ReturnType<typeof fakeBrowser>, key: string) {
  return browser.fetch.mock.calls
    .filter(([url, init]) => {
      const path = String(url)
        .replace(/^.*?(finance\/|publisher\/)/, '$1')
        .split('?')[0];
      return `${init?.method ?? 'GET'} ${path}` === key;
    })
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    }));
}
