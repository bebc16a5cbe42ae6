import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed } from 'vitest';
import { useBrowser } from './support/browser';
import { startPaymentsServer } from './support/payments-server';
import { signIn } from './support/sign-in';

// Golden path of payments: the demo seller pays one billing with PayPal and one with Payoneer
// through the built-in sandboxes' approval pages, then two together (a merged payment, its
// order made in the background). On a server of its own: paying changes the demo's billings.
const b = useBrowser();
let server: Awaited<ReturnType<typeof startPaymentsServer>>;

beforeAll(async () => {
  server = await startPaymentsServer();
}, 240_000);
afterAll(() => server?.close());
// what the server said (a merge job's retries, a provider's refusal) beside what the page showed
beforeEach(() => {
  onTestFailed(() => {
    console.error(`the payments server printed:\n${server.output() || 'nothing'}`);
  });
});

const payButtons = () => b.page.getByRole('button', { name: /^Pay AA-S-\d+$/ });

async function openBillings() {
  await signIn({ page: b.page, baseUrl: server.baseUrl }, 'seller@demo.test', 'seller');
  await b.page.goto(`${server.baseUrl}/seller/billings?country=US`);
  await payButtons().first().waitFor();
}

/** The invoice labels of the rows that can still be paid. */
async function payableLabels() {
  const labels = await payButtons().evaluateAll((buttons) =>
    buttons.map((e) => e.getAttribute('aria-label') ?? ''),
  );
  return labels.map((l) => l.replace(/^Pay /, ''));
}

/** At the sandbox's page: approve, and back on Billings with the outcome. */
async function approveAt(provider: 'paypal' | 'payoneer') {
  await b.page.waitForURL(`**/sandbox/${provider}/**`);
  await b.page.getByText('sandbox', { exact: false }).first().waitFor();
  await b.page.getByRole('button', { name: 'Approve and pay' }).click();
  await b.page.waitForURL('**/seller/billings**');
  await b.page.getByText(/^Payment received/).waitFor();
}

/**
 * The Payoneer choice, clicked again (and said so) if a click made while the dialog opened did
 * not take: a fee missing after this is a quote unanswered, not a lost click.
 */
async function choosePayoneer(dialog: Locator) {
  const radio = dialog.getByRole('radio', { name: 'Payoneer' });
  let clicks = 0;
  await expect
    .poll(async () => {
      if (!(await radio.isChecked())) {
        clicks += 1;
        await dialog.getByText('Payoneer', { exact: true }).click();
      }
      return radio.isChecked();
    })
    .toBe(true);
  if (clicks > 1) {
    console.warn(`the Payoneer choice took ${clicks} clicks`);
  }
}

const statusOf = (label: string) =>
  b.page
    .getByRole('row', { name: new RegExp(label) })
    .locator('.ant-tag')
    .first()
    .textContent();

describe('paying billings', () => {
  it('pays one billing with PayPal, the fee shown before paying', async () => {
    await openBillings();
    const [label] = await payableLabels();
    await b.page.getByRole('button', { name: `Pay ${label}` }).click();
    const dialog = b.page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('payment-charge').textContent()).toMatch(/^\$[\d,]+\.\d{2}$/);
    await dialog.getByText('PayPal fee').waitFor();
    await dialog.getByRole('button', { name: 'Continue to PayPal' }).click();
    await approveAt('paypal');
    await expect.poll(() => statusOf(label!)).toBe('Paid');
  });

  it('pays one billing with Payoneer', async () => {
    await openBillings();
    const [label] = await payableLabels();
    await b.page.getByRole('button', { name: `Pay ${label}` }).click();
    const dialog = b.page.getByRole('dialog');
    await choosePayoneer(dialog);
    await dialog.getByText('Payoneer fee').waitFor();
    await dialog.getByRole('button', { name: 'Continue to Payoneer' }).click();
    await approveAt('payoneer');
    await expect.poll(() => statusOf(label!)).toBe('Paid');
  });

  it('pays two billings together in a merged payment', async () => {
    await openBillings();
    const labels = (await payableLabels()).slice(0, 2);
    expect(labels).toHaveLength(2);
    for (const label of labels) {
      await b.page.getByRole('checkbox', { name: `Select ${label}` }).check();
    }
    await b.page.getByRole('button', { name: 'Pay 2 billings' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Pay 2 billings together' });
    await dialog.getByTestId('payment-charge').waitFor();
    await dialog.getByRole('button', { name: 'Continue to PayPal' }).click();
    await approveAt('paypal');
    for (const label of labels) {
      await expect.poll(() => statusOf(label)).toBe('Paid');
    }
  });
});
