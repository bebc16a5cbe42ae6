import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall } from './support/accounts';
import { useBrowser } from './support/browser';
import { chooseOption } from './support/select';
import { signIn } from './support/sign-in';

// Golden path of campaigns: the demo seller applies to an online placement of the demo
// publisher; the publisher accepts, generates the links and completes with a proof link; the
// seller confirms and downloads the invoice, a PDF. Each move is checked by what stays on the
// campaign (its next button, its links), not by its toast: a toast is gone in 3 s, and a busy
// machine can take longer than that to look. The placement is new (made through the API),
// as the demo's own each hold one of the seller's open campaigns already.
const b = useBrowser();
const title = `Back to school roundup ${Date.now().toString(36)}`;
let placementId = '';

beforeAll(async () => {
  const { token } = await apiCall<{ token: string }>(b.baseUrl, 'user/auth/login', {
    body: { email: 'publisher@demo.test', password: 'demo-pass-1' },
  });
  const sources = await apiCall<{ id: string }[]>(b.baseUrl, 'publisher/source/list/by-publisher', { token });
  const placement = await apiCall<{ id: string }>(b.baseUrl, 'publisher/placement', {
    token,
    body: {
      title,
      description: 'Our back to school picks, with a photo and a tracked link.',
      format: 'article',
      sourceId: sources[0]?.id,
      categoryKeys: ['home-living'],
      audienceSize: 30_000,
      prices: [{ countryCode: 'US', priceMinor: 12_000 }],
    },
  });
  placementId = placement.id;
});

/** Opens the campaign of the placement from the Campaigns list. */
async function openCampaign(portal: 'publisher' | 'seller') {
  await b.page.goto(`${b.baseUrl}/${portal}/campaigns?search=${encodeURIComponent(title)}`);
  await b.page.getByRole('link', { name: title }).click();
  const drawer = b.page.locator('.ant-drawer-body');
  await drawer.getByRole('heading', { name: 'Timeline' }).waitFor();
  return drawer;
}

describe('campaigns', () => {
  it('lets the seller apply to an online placement', async () => {
    await signIn(b, 'seller@demo.test', 'seller');
    await b.page.goto(`${b.baseUrl}/seller/placements?id=${placementId}`);
    await b.page.getByRole('button', { name: 'Apply' }).click();
    const modal = b.page.getByRole('dialog');
    // Nothing chosen: the form says what is missing, on its fields.
    await modal.getByRole('button', { name: 'Send application' }).click();
    await modal.locator('.ant-form-item-explain-error', { hasText: 'Choose a marketplace' }).waitFor();
    await chooseOption(modal.getByLabel('Marketplace'));
    await chooseOption(modal.getByLabel('Brand'));
    await chooseOption(modal.getByLabel('Products to promote (1 to 20)'));
    await modal.getByLabel('Message to the publisher').fill('Our new desk lamp, please.');
    await modal.getByRole('button', { name: 'Send application' }).click();
    await b.page.waitForURL(/\/seller\/campaigns\?campaign=cmp_/);
    const drawer = b.page.locator('.ant-drawer-body');
    await drawer.locator('.ant-tag', { hasText: 'Applied' }).waitFor();
    await drawer.getByText('$120.00').waitFor();
  });

  it('lets the publisher accept, generate links and complete with proof', async () => {
    await signIn(b, 'publisher@demo.test', 'publisher');
    const drawer = await openCampaign('publisher');
    await drawer.getByRole('button', { name: 'Accept' }).click();
    await drawer.getByRole('button', { name: 'Generate links' }).click();
    await drawer
      .getByRole('button', { name: /^Copy link of / })
      .first()
      .waitFor();
    expect(
      await drawer
        .getByRole('link', { name: /^Link of / })
        .first()
        .textContent(),
    ).toMatch(/\/t\/\w{8}$/);
    await drawer.getByRole('button', { name: 'Complete' }).click();
    const modal = b.page.getByRole('dialog', { name: 'Complete the campaign' });
    await modal.getByLabel('Proof link 1').fill('https://publisher.demo.test/back-to-school');
    await modal.getByRole('button', { name: 'Mark completed' }).click();
    await drawer.getByRole('link', { name: 'https://publisher.demo.test/back-to-school' }).waitFor();
  });

  it('lets the seller confirm completion and download the invoice as a PDF', async () => {
    await signIn(b, 'seller@demo.test', 'seller');
    const drawer = await openCampaign('seller');
    await drawer.getByRole('button', { name: 'Confirm completion' }).click();
    await b.page.locator('.ant-popconfirm').getByRole('button', { name: 'Confirm completion' }).click();
    await drawer.locator('.ant-tag', { hasText: 'Confirmed' }).waitFor();
    const [download] = await Promise.all([
      b.page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^invoice-CI-\d{6}\.pdf$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  });
});
