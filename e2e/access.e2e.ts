import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

// Golden paths of API keys and delegation: a publisher creates a key and calls the open API
// with it; an owner invites a delegate by e-mail, who accepts from the mailbox, switches in, is
// refused a write with read-only access, and is cut off when the owner disables it.
const b = useBrowser();
const password = 'demo-pass-1';

async function signIn(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens an account page from the menu, once the portal has landed on its first area. */
async function openFromAccountMenu(page: Page, item: string, slug: string) {
  await page
    .getByRole('heading', { name: 'Dashboard' })
    .or(page.getByRole('heading', { name: 'Catalogue' }))
    .waitFor();
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.waitForURL(`**/${slug}`);
  await page.getByRole('heading', { name: item, exact: true }).waitFor();
}

/** A second person in their own browser context (own storage), closed by the caller. */
async function secondPerson(page: Page) {
  const browser = page.context().browser();
  if (!browser) {
    throw new Error('no browser');
  }
  const context = await browser.newContext({ viewport: { width: 1360, height: 860 } });
  return { context, page: await context.newPage() };
}

/** Follows the newest invitation link e-mailed to `to`, from the developer mailbox. */
async function openInvitation(page: Page, to: string) {
  await page.goto(`${b.baseUrl}/dev/mailbox?to=${encodeURIComponent(to)}`);
  await page
    .getByRole('link', { name: /\/delegation\/accept\?token=/ })
    .first()
    .click();
  await page.waitForURL('**/delegation/accept?token=**');
}

describe('the API key', () => {
  it('is created once, copied, used on the open API, then regenerated', async () => {
    await b.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await b.page.goto(`${b.baseUrl}/sign-in`);
    await signIn(b.page, 'publisher@demo.test');
    await b.page.waitForURL('**/publisher/**');
    await openFromAccountMenu(b.page, 'API key', 'api-key');

    await b.page.getByRole('button', { name: 'Create API key' }).click();
    const key = ((await b.page.getByTestId('api-key-value').textContent()) ?? '').trim();
    expect(key).toMatch(/^aak_/);
    await b.page.getByTestId('new-api-key').getByText(`curl -H "x-api-key: ${key}"`).waitFor();
    await b.page.getByTestId('new-api-key').getByRole('button', { name: 'Copy' }).first().click();
    await b.page.getByText('Copied Successfully').waitFor();
    expect(await b.page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    const callOpenApi = (apiKey: string) =>
      b.page.evaluate(async (k) => {
        const response = await fetch('/openapi/atlas/v1/profile', { headers: { 'x-api-key': k } });
        return { status: response.status, body: await response.json() };
      }, apiKey);
    const profile = await callOpenApi(key);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ email: 'publisher@demo.test', role: 'publisher' });

    await b.page.getByRole('button', { name: 'I saved it' }).click();
    await b.page.reload();
    const masked = (await b.page.getByTestId('masked-api-key').textContent()) ?? '';
    expect(masked.startsWith(key.slice(0, 8))).toBe(true);
    expect(masked).not.toContain(key);
    await expect(b.page.getByText('Never').count()).resolves.toBe(0);

    await b.page.getByRole('button', { name: 'Regenerate' }).click();
    await b.page.getByRole('dialog').getByRole('button', { name: 'Regenerate' }).click();
    const next = ((await b.page.getByTestId('api-key-value').textContent()) ?? '').trim();
    expect(next).not.toBe(key);
    expect((await callOpenApi(key)).status).toBe(401);
    expect((await callOpenApi(next)).status).toBe(200);
  });
});

describe('delegation', () => {
  it('invite, accept from the e-mail, switch in, read-only refused, cut off when disabled', async () => {
    const owner = b.page;
    await owner.goto(`${b.baseUrl}/sign-in`);
    await signIn(owner, 'seller@demo.test');
    await owner.waitForURL('**/seller/**');
    await openFromAccountMenu(owner, 'Delegates', 'delegates');
    await owner.getByLabel('E-mail').fill('Partner@Demo.test');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText('Invitation sent to partner@demo.test').waitFor();
    const row = owner.getByRole('row', { name: /partner@demo\.test/ });
    await row.getByText('Invited').waitFor();

    const delegate = await secondPerson(owner);
    const d = delegate.page;
    try {
      await openInvitation(d, 'partner@demo.test');
      await d.getByRole('heading', { name: "Join Demo Seller's account" }).waitFor();
      await d.getByText('read-only access').waitFor();
      await d.getByRole('button', { name: 'Sign in as partner@demo.test to accept' }).click();
      await d.waitForURL('**/sign-in?redirect=**');
      await signIn(d, 'partner@demo.test');
      await d.waitForURL('**/delegation/accept?token=**');
      await d.getByRole('button', { name: 'Accept invitation' }).click();
      await d.getByText("You can now work in Demo Seller's account").waitFor();
      await d.getByRole('button', { name: "Switch to Demo Seller's account" }).click();

      await d.waitForURL('**/seller/**');
      const banner = d.getByTestId('switch-banner');
      await banner.waitFor();
      await expect(banner.textContent()).resolves.toContain(
        "You are working in Demo Seller's account · read-only",
      );

      // A write in read-only mode: saving the account's contact details.
      await d.getByRole('menuitem', { name: 'Account' }).click();
      await d.getByLabel('Handle').fill('+14155550100');
      await d.getByRole('button', { name: 'Save contact' }).click();
      await d.getByText('You have read-only access to this account', { exact: false }).first().waitFor();

      // Back to the delegate's own account, and in again from "Delegated accounts".
      await banner.getByRole('button', { name: 'Back to my account' }).click();
      await d.waitForURL('**/partner/delegated-accounts');
      await d.getByRole('heading', { name: 'Delegated accounts' }).waitFor();
      await expect(banner.count()).resolves.toBe(0);
      await d.getByRole('button', { name: "Switch to Demo Seller's account" }).click();
      await d.waitForURL('**/seller/**');
      await banner.waitFor();

      // The owner sees the delegate active, and disables it.
      await owner.reload();
      await row.getByText('Active').waitFor();
      await row.getByRole('button', { name: 'Disable' }).click();
      await row.getByText('Disabled').waitFor();

      // The delegate's next call is refused: told why, and back in their own account.
      await d.reload();
      await d.getByText("Your access to Demo Seller's account has ended").waitFor();
      await d.waitForURL('**/partner/**');
      await d.getByTestId('account-menu').click();
      await expect(d.getByTestId('account-identity').textContent()).resolves.toContain('partner@demo.test');
      await expect(d.getByTestId('switch-banner').count()).resolves.toBe(0);
    } finally {
      await delegate.context.close();
    }
  });

  it('offers sign-up to a new invitee, and says plainly when the link was withdrawn', async () => {
    const owner = b.page;
    const email = `newbie-${Date.now()}@example.test`;
    await owner.goto(`${b.baseUrl}/sign-in`);
    await signIn(owner, 'publisher@demo.test');
    await owner.waitForURL('**/publisher/**');
    await openFromAccountMenu(owner, 'Delegates', 'delegates');
    await owner.getByLabel('E-mail').fill(email);
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    const row = owner.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await row.waitFor();

    const invitee = await secondPerson(owner);
    const p = invitee.page;
    try {
      await openInvitation(p, email);
      const link = p.url();
      await p.getByRole('button', { name: 'Create your account' }).click();
      await p.waitForURL('**/sign-up?email=**');
      await expect(p.getByLabel('E-mail').inputValue()).resolves.toBe(email);

      await row.getByRole('button', { name: 'Withdraw' }).click();
      await owner.getByRole('button', { name: 'Withdraw' }).last().click();
      await row.waitFor({ state: 'detached' });

      await p.goto(link);
      await p.getByText('This link is not valid').waitFor();
      await p.getByText('Ask the person who invited you to send a new one').waitFor();
      await p.getByRole('button', { name: 'Go to the home page' }).waitFor();
    } finally {
      await invitee.context.close();
    }
  });
});
