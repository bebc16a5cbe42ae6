import { describe, expect, it } from 'vitest';
import { chooseAccountItem } from './support/account-menu';
import { useBrowser } from './support/browser';
import { openMailLink } from './support/mailbox';
import { chooseOption } from './support/select';

// Golden paths of the foundation: sign up, sign in, the portal shells, sign out, and the
// operator console on its own sub-host.
const b = useBrowser();

async function signIn(email: string, password: string) {
  await b.page.getByLabel('E-mail').fill(email);
  await b.page.getByLabel('Password').fill(password);
  // exact: the sign-in page also has "Sign in with Amazon".
  await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('a new publisher', () => {
  it('signs up, activates from the mailbox, lands in the publisher shell, signs out and signs in again', async () => {
    const email = `pub-${Date.now()}@example.test`;
    await b.page.goto(`${b.baseUrl}/index`);
    await b.page.getByRole('button', { name: 'Sign up' }).first().click();
    await b.page.waitForURL('**/sign-up**');
    await b.page.getByText('Publisher', { exact: true }).click();
    await b.page.getByLabel('Name').fill('Paula Publisher');
    await b.page.getByLabel('E-mail').fill(email);
    await b.page.getByLabel('Password').fill('paula-pass-1');
    await b.page.getByRole('button', { name: 'Create account' }).click();
    await b.page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    await openMailLink(b.page, b.baseUrl, email, '/activate?token=');
    await b.page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    await b.page.getByLabel('Website or channel').fill('paula.example.com');
    await chooseOption(b.page.getByLabel('Main promotion country'), 'US · amazon.com');
    await b.page.getByLabel('Your audience').fill('Parents shopping for school supplies');
    await b.page.getByRole('button', { name: 'Save and open my portal' }).click();

    await b.page.waitForURL('**/publisher/**');
    await b.page.getByRole('menuitem', { name: 'Tracking links' }).waitFor();
    await b.page.getByTestId('account-menu').click();
    await expect(b.page.getByTestId('account-identity').textContent()).resolves.toContain(email);
    await b.page.keyboard.press('Escape');

    await chooseAccountItem(b.page, 'Sign out', '**/sign-in');
    await signIn(email, 'paula-pass-1');
    await b.page.waitForURL('**/publisher/**');
    await b.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('is told when the e-mail already has an account', async () => {
    await b.page.goto(`${b.baseUrl}/sign-up?role=seller`);
    await b.page.getByLabel('Name').fill('Someone');
    await b.page.getByLabel('E-mail').fill('seller@demo.test');
    await b.page.getByLabel('Password').fill('some-pass-1');
    await b.page.getByRole('button', { name: 'Create account' }).click();
    await b.page.getByText('An account with this e-mail already exists').waitFor();
    expect(b.page.url()).toContain('/sign-up');
  });
});

describe('sign-in', () => {
  it('says plainly when the password is wrong and stays on the page', async () => {
    await b.page.goto(`${b.baseUrl}/sign-in`);
    await signIn('seller@demo.test', 'wrong-pass-1');
    const alert = b.page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain('E-mail or password is incorrect');
    expect(new URL(b.page.url()).pathname).toBe('/sign-in');
  });

  it('sends a visitor to sign-in and back to the page asked for, in the right portal only', async () => {
    await b.page.goto(`${b.baseUrl}/seller/products`);
    await b.page.waitForURL('**/sign-in?redirect=**');
    await signIn('seller@demo.test', 'demo-pass-1');
    await b.page.waitForURL('**/seller/products');
    await b.page.getByRole('heading', { name: 'Products' }).waitFor();

    await b.page.goto(`${b.baseUrl}/publisher/catalogue`);
    await b.page.waitForURL(/\/seller(\/|$)/);

    // Signed in, the sign-in page has nothing to offer: it goes on to the portal.
    await b.page.goto(`${b.baseUrl}/sign-in`);
    await b.page.waitForURL(/\/seller(\/|$)/);
    await expect(b.page.getByLabel('Password').count()).resolves.toBe(0);
  });

  it('keeps the chosen marketplace in the URL', async () => {
    await b.page.goto(`${b.baseUrl}/sign-in`);
    await signIn('partner@demo.test', 'demo-pass-1');
    await b.page.waitForURL('**/partner/**');
    await b.page.getByTestId('marketplace-switcher').click();
    await b.page.getByTitle(/amazon\.co\.uk/).click();
    await b.page.waitForURL(/marketplace=UK/);
    await b.page.reload();
    await b.page.getByTestId('marketplace-switcher').getByText('UK · GMT').waitFor();
  });
});

describe('on a phone (390 × 844)', () => {
  it('opens the navigation from the header button by keyboard, goes to a page and closes it', async () => {
    await b.page.setViewportSize({ width: 390, height: 844 });
    await b.page.goto(`${b.baseUrl}/sign-in`);
    await signIn('partner@demo.test', 'demo-pass-1');
    await b.page.waitForURL('**/partner/**');
    const open = b.page.getByRole('button', { name: 'Open menu' });
    await expect(open.getAttribute('aria-expanded')).resolves.toBe('false');
    // No side column squeezing the page: the content starts at the left edge.
    const nav = b.page.getByRole('navigation', { name: 'Partner portal' });
    await expect(nav.isVisible()).resolves.toBe(false);
    await open.focus();
    await b.page.keyboard.press('Enter');
    await nav.waitFor();
    await nav.getByRole('menuitem', { name: 'Referral' }).click();
    await b.page.waitForURL('**/partner/referral**');
    await nav.waitFor({ state: 'hidden' });
    await expect(open.getAttribute('aria-expanded')).resolves.toBe('false');
  });
});

describe('the operator', () => {
  it('signs in on the admin sub-host, sees the console and signs out', async () => {
    await b.page.goto(`${b.adminUrl}/`);
    await b.page.waitForURL('**/operator/login**');
    await b.page.getByRole('heading', { name: 'Operator sign-in' }).waitFor();
    await signIn('admin@demo.test', 'demo-pass-1');
    await b.page.getByText('Back office').waitFor();
    await b.page.getByRole('menuitem', { name: 'Publishers' }).click();
    await b.page.getByRole('heading', { name: 'Publishers' }).waitFor();
    const stored = await b.page.evaluate(() => Object.keys(localStorage));
    expect(stored).toContain(`${new URL(b.adminUrl).hostname}_userToken`);

    await chooseAccountItem(b.page, 'Sign out', '**/operator/login**');
  });

  it('cannot use a seller account on the console', async () => {
    await b.page.goto(`${b.adminUrl}/operator/login`);
    await signIn('seller@demo.test', 'demo-pass-1');
    await b.page.getByText('E-mail or password is incorrect').waitFor();
  });
});
