// @vitest-environment happy-dom
import { publisherStepKeys, publisherStepRoutes, type TPublisherNextSteps } from '@atlas/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { PublisherDashboardPage } from './publisher-dashboard-page';

let browser: ReturnType<typeof fakeBrowser>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

type TStep = TPublisherNextSteps['steps'][number];
const step = (key: TStep['key'], state: TStep['state'], reason: string | null = null): TStep => ({
  key,
  state,
  reason,
  href: publisherStepRoutes[key],
});
const answerOf = (steps: TStep[]): TPublisherNextSteps => ({
  steps,
  progress: { done: steps.filter((s) => s.state === 'done').length, total: steps.length },
  onboardingCompletedAt: null,
});

function serve(steps: TPublisherNextSteps, writes: Record<string, () => Response> = {}) {
  browser.fetch.mockImplementation(async (url, init) => {
    const path = String(url).replace('/api/atlas/v1/', '');
    const write = writes[`${init?.method ?? 'GET'} ${path}`];
    if (write) {
      return write();
    }
    return path === 'publisher/dashboard/next/steps'
      ? ok(steps)
      : answer(fail('1004', 'Route not found'), 404);
  });
}

const stepRow = async (title: string) =>
  (await screen.findByText(title)).closest('[data-testid="checklist-step"]') as HTMLElement;

beforeEach(() => {
  browser = fakeBrowser({ hostname: 'app.test', pathname: '/publisher/dashboard', search: '' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the publisher dashboard', () => {
  it("shows what is left of each step: a form to sign, a review under way, a refusal with the reviewer's reason", async () => {
    serve(
      answerOf([
        step('profile', 'done'),
        step('taxForm', 'started'),
        step('bankDetails', 'done'),
        step('accountReview', 'rejected', 'Your website has no content yet'),
        step('bankReview', 'pending'),
      ]),
    );
    renderPage(<PublisherDashboardPage />, '/publisher/dashboard');
    expect((await screen.findByTestId('checklist')).textContent).toContain('2 of 5 done');
    const tax = await stepRow('Send your tax form');
    expect(tax.textContent).toContain('To finish');
    expect(tax.textContent).toContain('upload the signed form as a PDF to finish');
    const review = await stepRow('Get your account approved');
    expect(review.textContent).toContain('Not approved');
    expect(review.textContent).toContain('Reason: Your website has no content yet');
    expect((await stepRow('Get your bank details approved')).textContent).toContain('In progress');
    expect(within(await stepRow('Fill in your profile')).queryByRole('button')).toBeNull();
    fireEvent.click(within(tax).getByRole('button', { name: 'Open Payment and tax' }));
    await screen.findByText('Navigated away');
  });

  it('says when everything is set up and offers to finish', async () => {
    serve(answerOf(publisherStepKeys.map((key) => step(key, 'done'))), {
      'POST publisher/onboardingCompleted': () => answer(fail('4003', 'You have read-only access'), 403),
    });
    renderPage(<PublisherDashboardPage />, '/publisher/dashboard');
    await screen.findByText('Everything is set up');
    fireEvent.click(screen.getByRole('button', { name: 'Finish setup' }));
    await screen.findByText('You have read-only access');
    expect(screen.getByTestId('checklist')).toBeTruthy();
  });
});
