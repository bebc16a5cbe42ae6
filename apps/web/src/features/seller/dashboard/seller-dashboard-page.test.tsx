// @vitest-environment happy-dom
import { sellerStepKeys, sellerStepRoutes, type TSellerNextSteps, type TSellerStepKey } from '@atlas/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { SellerDashboardPage } from './seller-dashboard-page';

let browser: ReturnType<typeof fakeBrowser>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

/** The seller's next steps with `done` ticked, the checklist dismissed at `completedAt`. */
function nextSteps(done: TSellerStepKey[], completedAt: string | null = null): TSellerNextSteps {
  const steps = sellerStepKeys.map((key) => ({
    key,
    state: done.includes(key) ? ('done' as const) : ('todo' as const),
    reason: null,
    href: sellerStepRoutes[key],
  }));
  return { steps, progress: { done: done.length, total: steps.length }, onboardingCompletedAt: completedAt };
}

type TWrite = () => Response | Promise<Response>;

/** The server as the page sees it: the checklist read from `state`, each write by `writes`. */
function serve(state: { steps: TSellerNextSteps }, writes: Record<string, TWrite> = {}) {
  browser.fetch.mockImplementation(async (url, init) => {
    const path = String(url).replace('/api/atlas/v1/', '');
    const write = writes[`${init?.method ?? 'GET'} ${path}`];
    if (write) {
      return write();
    }
    return path === 'seller/dashboard/next/steps'
      ? ok(state.steps)
      : answer(fail('1004', 'Route not found'), 404);
  });
}

const stepRow = async (title: string) =>
  (await screen.findByText(title)).closest('[data-testid="checklist-step"]') as HTMLElement;
const posts = (path: string) =>
  browser.fetch.mock.calls.filter(([url, init]) => String(url).endsWith(path) && init?.method === 'POST');

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/seller/dashboard', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the seller dashboard', () => {
  it('leads with the checklist: progress, each step with its state and the way to do it', async () => {
    serve({ steps: nextSteps(['connectMarketplace', 'importProducts']) });
    renderPage(<SellerDashboardPage />, '/seller/dashboard');
    const checklist = await screen.findByTestId('checklist');
    expect(checklist.textContent).toContain('2 of 9 done');
    expect(within(checklist).getByRole('progressbar', { name: 'Setup progress' })).toBeTruthy();
    expect((await stepRow('Connect your Amazon seller account')).textContent).toContain('Done');
    const brand = await stepRow('Activate a brand');
    expect(brand.textContent).toContain('To do');
    fireEvent.click(within(brand).getByRole('button', { name: 'Open brands' }));
    await screen.findByText('Navigated away');
  });

  it('offers the main screens that exist, never a coming-soon one', async () => {
    serve({ steps: nextSteps([]) });
    renderPage(<SellerDashboardPage />, '/seller/dashboard');
    const shortcuts = await screen.findByTestId('shortcuts');
    const targets = within(shortcuts)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual([
      '/seller/products',
      '/seller/deals',
      '/seller/commission-reports',
      '/seller/account',
      '/seller/referral',
    ]);
  });

  it("says 'Invalid response' when marking a step done is answered without a body, and leaves it to do", async () => {
    const state = { steps: nextSteps([]) };
    serve(state, { 'POST seller/associateCompleted': () => new Response(null, { status: 204 }) });
    renderPage(<SellerDashboardPage />, '/seller/dashboard');
    const row = await stepRow('Learn about associate commissions');
    fireEvent.click(within(row).getByRole('button', { name: 'Mark as done' }));
    await screen.findByText('Invalid response');
    expect((await stepRow('Learn about associate commissions')).textContent).toContain('To do');

    serve(state, {
      'POST seller/associateCompleted': () => {
        state.steps = nextSteps(['associate']);
        return ok({ step: 'associate', completedAt: '2026-04-01T12:00:00.000Z' });
      },
    });
    fireEvent.click(
      within(await stepRow('Learn about associate commissions')).getByRole('button', {
        name: 'Mark as done',
      }),
    );
    await waitFor(async () =>
      expect((await stepRow('Learn about associate commissions')).textContent).toContain('Done'),
    );
    expect(posts('seller/associateCompleted')).toHaveLength(2);
  });

  it('puts the checklist away once hidden, and the setup link opens and closes it again', async () => {
    const state = { steps: nextSteps(['connectMarketplace']) };
    serve(state, {
      'POST seller/onboardingCompleted': () => {
        state.steps = nextSteps(['connectMarketplace'], '2026-04-02T08:00:00.000Z');
        return ok({ onboardingCompletedAt: '2026-04-02T08:00:00.000Z' });
      },
    });
    renderPage(<SellerDashboardPage />, '/seller/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Hide the checklist' }));
    const setup = await screen.findByRole('button', { name: /Setup checklist: 1 of 9 done/ });
    expect(screen.queryByTestId('checklist')).toBeNull();
    expect(screen.getByTestId('shortcuts')).toBeTruthy();

    fireEvent.click(setup);
    await screen.findByTestId('checklist');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('checklist')).toBeNull());
    expect(posts('seller/onboardingCompleted')).toHaveLength(1);
  });

  it('says when the steps could not be loaded and tries again', async () => {
    browser.fetch.mockResolvedValue(answer(fail('5000', 'Something went wrong'), 500));
    renderPage(<SellerDashboardPage />, '/seller/dashboard');
    const failed = (await screen.findByText('We could not load your next steps')).closest('.ant-card');
    serve({ steps: nextSteps([]) });
    fireEvent.click(within(failed as HTMLElement).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('checklist');
  });
});
