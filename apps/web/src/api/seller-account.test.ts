import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, tokenStore } from './http';
import { answer, fail, fakeBrowser, sent } from './http-test-kit';
import { completeAssociationStep } from './seller-account';

let browser: ReturnType<typeof fakeBrowser>;

beforeEach(() => {
  browser = fakeBrowser();
  tokenStore.set('tok-1');
});
afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

async function rejection(step: Promise<unknown>): Promise<ApiError> {
  const error = await step.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the association-completed calls (spec 5)', () => {
  it.each([
    ['associate', 'seller/associateCompleted'],
    ['associatePublisher', 'seller/associatePublisherCompleted'],
    ['associatePublisherDetail', 'seller/associatePublisherDetailCompleted'],
  ] as const)('post %s to %s and answer the step with its time', async (step, path) => {
    const done = { step, completedAt: '2026-04-01T12:00:00.000Z' };
    browser.fetch.mockResolvedValue(ok(done));
    await expect(completeAssociationStep(step)).resolves.toEqual(done);
    const { url, init } = sent(browser.fetch);
    expect(url).toBe(`/api/atlas/v1/${path}`);
    expect(init.method).toBe('POST');
  });

  it.each([
    ['no response body at all (204)', () => new Response(null, { status: 204 })],
    ['a success status with an empty body', () => new Response('', { status: 200 })],
    ['a success status with a cut-off body', () => new Response('{"success":tr', { status: 200 })],
    ['an envelope without data', () => answer({ success: true, code: '0', error: null })],
    ['an envelope whose data is null', () => ok(null)],
    ['an envelope whose data is empty', () => ok({})],
  ])("fail with 'Invalid response' on %s, for the page to show", async (_case, response) => {
    browser.fetch.mockResolvedValue(response());
    const error = await rejection(completeAssociationStep('associate'));
    expect(error).toMatchObject({ message: 'Invalid response', code: 'invalid_response', handled: false });
    expect(browser.toast).not.toHaveBeenCalled();
  });

  it("keep the server's own refusal as it is", async () => {
    browser.fetch.mockResolvedValue(
      answer(fail('1009', 'Agree to the seller notice first: POST seller/agree-to-notice'), 409),
    );
    const error = await rejection(completeAssociationStep('associatePublisher'));
    expect(error).toMatchObject({
      message: 'Agree to the seller notice first: POST seller/agree-to-notice',
      code: '1009',
    });
  });
});
