// @vitest-environment happy-dom
import type { TAssociateBrandRate } from '@atlas/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, fakeBrowser } from '../../../api/http-test-kit';
import { renderPage } from '../../../test/render-page';
import { BrandRatesTab } from './brand-rates-tab';
import { RateModal, type TRateTarget } from './rate-modal';

let browser: ReturnType<typeof fakeBrowser>;
const ok = (data: unknown) => answer({ success: true, code: '0', error: null, data });

const brand = (brandId: string, brandName: string): TAssociateBrandRate => ({
  brandId,
  brandName,
  commissionBp: null,
  publisherRates: 0,
  updatedAt: null,
});
const brands = [brand('brd_1', 'Hearth & Co'), brand('brd_2', 'Linden & Loom')];

/** The batch bodies the tab saved. */
let saved: unknown[];

beforeEach(() => {
  browser = fakeBrowser();
  saved = [];
  browser.fetch.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://app.test').pathname.replace('/api/atlas/v1/', '');
    if (path === 'seller/associate/publisher/brandId') {
      return ok({ items: brands, total: brands.length, page: 1, pageSize: 20 });
    }
    if (path === 'commission/config') {
      return ok({ minBp: 100, maxBp: 5000, stepBp: 10, platformFeeBp: 3000, custom: false });
    }
    if (path === 'seller/associate/publisher/commission/save/batch') {
      saved.push(JSON.parse(String(init?.body)));
      return ok({ changed: 2, unchanged: 0 });
    }
    return answer(fail('1004', 'Route not found'), 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The tab and the rate dialog, wired as the Associated publishers page wires them. */
function BrandRates() {
  const [target, setTarget] = useState<TRateTarget | null>(null);
  return (
    <>
      <BrandRatesTab onSet={setTarget} onHistory={() => undefined} />
      <RateModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}

async function tickBoth() {
  for (const name of ['Hearth & Co', 'Linden & Loom']) {
    fireEvent.click(await screen.findByRole('checkbox', { name: `Select ${name}` }));
  }
  return screen.getByRole('button', { name: 'Set rate for 2 selected' });
}

/** How many of the two brands' boxes are ticked. */
const ticked = () =>
  brands.filter(
    (b) => (screen.getByRole('checkbox', { name: `Select ${b.brandName}` }) as HTMLInputElement).checked,
  ).length;

describe("the seller's brand rates", () => {
  it('sets one rate on the ticked brands, then clears the ticks', async () => {
    renderPage(<BrandRates />);
    fireEvent.click(await tickBoth());
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Associate commission'), { target: { value: '4.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      items: [
        { brandId: 'brd_1', commissionBp: 450 },
        { brandId: 'brd_2', commissionBp: 450 },
      ],
    });
    await waitFor(() => expect(ticked()).toBe(0));
    const button = screen.getByRole('button', { name: 'Set rate for 0 selected' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the ticks when the dialog is cancelled', async () => {
    renderPage(<BrandRates />);
    fireEvent.click(await tickBoth());
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(saved).toHaveLength(0);
    expect(ticked()).toBe(2);
    expect(screen.getByRole('button', { name: 'Set rate for 2 selected' })).toBeTruthy();
  });
});
