import { describe, expect, it } from 'vitest';
import { chooseAccountItem } from './support/account-menu';
import { useBrowser } from './support/browser';
import { openMailLink } from './support/mailbox';
import { chooseOption } from './support/select';

// Account e-mail flows end to end: sign-up with an invitation code, activation from the
// mailbox, the profile, a forgotten password reset from the mailbox, and the inviter's list.
const b = useBrowser();

async function signIn(email: string, password: string) {
  await b.page.getByLabel('E-mail').fill(email);
  await b.page.getByLabel('Password', { exact: true }).fill(password);
  await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const signOut = () => chooseAccountItem(b.page, 'Sign out', '**/sign-in');

async function signUp(role: 'Seller' | 'Publisher', name: string, email: string, password: string) {
  await b.page.getByText(role, { exact: true }).click();
  await b.page.getByLabel('Name').fill(name);
  await b.page.getByLabel('E-mail').fill(email);
  await b.page.getByLabel('Password').fill(password);
  await b.page.getByRole('button', { name: 'Create account' }).click();
  await b.page.waitForURL('**/sign-up/check-email**');
  await b.page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
}

describe('a publisher invited by a partner', () => {
  it('signs up with the code, activates from the mailbox, completes the profile, resets the password and signs in with it', async () => {
    const email = `invitee-${Date.now()}@example.test`;

    // The partner copies its share link from the Referral page.
    await b.page.goto(`${b.baseUrl}/sign-in`);
    await signIn('partner@demo.test', 'demo-pass-1');
    await b.page.getByRole('menuitem', { name: 'Referral' }).click();
    const shareLink = await b.page.getByTestId('referral-link').inputValue();
    expect(shareLink).toMatch(/\/sign-up\?code=[A-Z2-9]{8}$/);
    await signOut();

    // The link opens sign-up with the code checked: the invitee sees who invited them.
    await b.page.goto(shareLink);
    await b.page.getByText('Invited by Demo Partner').waitFor();
    await signUp('Publisher', 'Ivy Invitee', email, 'first-pass-1');
    await expect(b.page.getByText(email).count()).resolves.toBeGreaterThan(0);
    await b.page.getByRole('button', { name: 'Send the link again' }).click();
    await b.page.getByText('A new activation link is on its way').waitFor();

    // Only the newest of the two links works; it signs in and asks for the profile.
    await openMailLink(b.page, b.baseUrl, email, '/activate?token=', 2);
    await b.page.waitForURL('**/complete-profile');
    await b.page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    await b.page.getByLabel('Website or channel').fill('ivy-reviews.example.com');
    await chooseOption(b.page.getByLabel('Main promotion country'), 'UK · amazon.co.uk');
    await b.page.getByLabel('Your audience').fill('Students looking for laptop and desk deals');
    await b.page.getByRole('button', { name: 'Save and open my portal' }).click();
    await b.page.waitForURL('**/publisher/**');
    await b.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await signOut();

    // Forgotten password: sign-in → forgot → mailbox → reset page → sign-in.
    await b.page.getByRole('link', { name: 'Forgot password?' }).click();
    await b.page.waitForURL('**/forgot-password');
    // The page is fetched when first opened: fill its form, not the sign-in form it replaces.
    await b.page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await b.page.getByLabel('E-mail').fill(email.toUpperCase());
    await b.page.getByRole('button', { name: 'Send the reset link' }).click();
    await b.page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    const resetLink = await openMailLink(b.page, b.baseUrl, email, '/reset-password?token=');
    await b.page.getByLabel('New password', { exact: true }).fill('second-pass-2');
    await b.page.getByLabel('Repeat the new password').fill('second-pass-2');
    await b.page.getByRole('button', { name: 'Set the new password' }).click();
    await b.page.waitForURL('**/sign-in?reset=done');
    await b.page.getByText('Your password was changed. Sign in with your new password.').waitFor();

    await signIn(email, 'first-pass-1');
    await b.page.getByText('E-mail or password is incorrect').waitFor();
    await signIn(email, 'second-pass-2');
    await b.page.waitForURL('**/publisher/**');
    await b.page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    // The reset link worked once; opened again it says so at once (no form to fill in vain) and
    // offers the next step.
    await b.page.goto(resetLink);
    await b.page.getByRole('heading', { name: 'This link has already been used' }).waitFor();
    expect(await b.page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await b.page.getByRole('button', { name: 'Ask for a new link' }).waitFor();

    // The partner sees whom it invited, now active.
    await b.page.goto(`${b.baseUrl}/publisher/dashboard`);
    await signOut();
    await signIn('partner@demo.test', 'demo-pass-1');
    await b.page.getByRole('menuitem', { name: 'Referral' }).click();
    const row = b.page.getByRole('row', { name: /Ivy Invitee/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Publisher[\s\S]*Active/);
  });
});

describe('an account not activated yet', () => {
  it('is told at sign-in to activate, gets a new link there, and a used link says so', async () => {
    const email = `pending-${Date.now()}@example.test`;
    await b.page.goto(`${b.baseUrl}/sign-up`);
    await signUp('Seller', 'Sam Seller', email, 'sam-pass-1');

    await b.page.goto(`${b.baseUrl}/sign-in`);
    await signIn(email, 'sam-pass-1');
    const alert = b.page.getByRole('alert').filter({ hasText: 'Activate your account first' });
    await alert.waitFor();
    expect(new URL(b.page.url()).pathname).toBe('/sign-in');
    await alert.getByRole('button', { name: 'Send the link again' }).click();
    await b.page.getByText('A new activation link is on its way').waitFor();

    const link = await openMailLink(b.page, b.baseUrl, email, '/activate?token=', 2);
    await b.page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    await b.page.getByLabel('Company name').fill('Sam Goods LLC');
    await chooseOption(b.page.getByLabel('Main marketplace'), 'DE · amazon.de');
    await b.page.getByLabel('Website').fill('not a website');
    await b.page.getByRole('button', { name: 'Save and open my portal' }).click();
    await b.page.getByText('Enter a web address such as https://example.com').waitFor();
    await b.page.getByLabel('Website').fill('samgoods.example.com');
    await b.page.getByRole('button', { name: 'Save and open my portal' }).click();
    // The seller portal may first ask to agree to its notice: being in the portal is what counts.
    await b.page.waitForURL(/\/seller(\/|\?|$)/);

    await b.page.goto(link);
    await b.page.getByRole('heading', { name: 'This link has already been used' }).waitFor();
    await b.page.getByRole('button', { name: 'Go to sign in' }).waitFor();
  });
});
