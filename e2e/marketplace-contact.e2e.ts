import { describe, expect, it } from 'vitest';
import { chooseAccountItem } from './support/account-menu';
import { useBrowser } from './support/browser';
import { chooseOption } from './support/select';

// Golden paths of marketplace sign-in and contact: a seller connects the demo marketplace and
// signs in with it, a stranger is told how to link an account, the contact form reaches the
// team's mailbox, and an account saves its instant-messaging contact.
const b = useBrowser();

async function signIn(email: string, password: string) {
  await b.page.getByLabel('E-mail').fill(email);
  await b.page.getByLabel('Password').fill(password);
  await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * An item of the account menu (the side navigation has an "Account" too). Its name ends with
 * the label: the icon's own label comes first.
 */
/** On the demo marketplace's consent page: continue as one demo seller. */
async function allowAs(seller: string) {
  await b.page.waitForURL('**/demo-marketplace/authorize?**');
  await b.page.getByText(seller, { exact: true }).click();
  await b.page.getByRole('button', { name: 'Allow' }).click();
}

describe('the demo seller', () => {
  it('finds the demo marketplace connected, re-authorizes it, signs out, and signs in with Amazon', async () => {
    await b.page.goto(`${b.baseUrl}/sign-in`);
    await signIn('seller@demo.test', 'demo-pass-1');
    await b.page.waitForURL('**/seller/**');
    await chooseAccountItem(b.page, 'Account', '**/seller/account');

    // The demo seed connected it, so the seller's catalogue was there on first start.
    const card = b.page.getByTestId('marketplace-connection');
    await card.getByText('A1DEMONORTHWIND').waitFor();
    await card.getByRole('button', { name: 'Re-authorize' }).click();
    await allowAs('Northwind Home');
    await b.page.waitForURL('**/seller/account');
    await card.getByText('A1DEMONORTHWIND').waitFor();
    await expect(card.textContent()).resolves.toContain('Northwind Home');
    await card.getByRole('button', { name: 'Re-authorize' }).waitFor();

    await chooseAccountItem(b.page, 'Sign out', '**/sign-in');
    await b.page.getByRole('button', { name: 'Sign in with Amazon' }).click();
    await allowAs('Northwind Home');
    await b.page.waitForURL('**/seller/**');
    await b.page.getByTestId('account-menu').click();
    await expect(b.page.getByTestId('account-identity').textContent()).resolves.toContain('seller@demo.test');
  });
});

describe('signing in with an Amazon account no one linked', () => {
  it('says to sign up and connect first, and offers the way back', async () => {
    await b.page.goto(`${b.baseUrl}/sign-in`);
    await b.page.getByRole('button', { name: 'Sign in with Amazon' }).click();
    await allowAs('Copper Kettle Kitchen');
    await b.page.waitForURL('**/marketplace/callback?**');
    const alert = b.page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain(
      'No Affiliate Atlas account is linked to this Amazon account',
    );
    await b.page.getByRole('button', { name: 'Back to sign in' }).click();
    await b.page.waitForURL('**/sign-in');
  });

  it('says nothing changed when the consent is cancelled', async () => {
    await b.page.goto(`${b.baseUrl}/sign-in`);
    await b.page.getByRole('button', { name: 'Sign in with Amazon' }).click();
    await b.page.waitForURL('**/demo-marketplace/authorize?**');
    await b.page.getByRole('button', { name: 'Cancel' }).click();
    await b.page.getByText('You cancelled on the Amazon page. Nothing was changed.').waitFor();
  });
});

describe('contact us', () => {
  it('sends a message from the landing page that reaches the team mailbox', async () => {
    const subject = `Question ${Date.now()}`;
    await b.page.goto(`${b.baseUrl}/index`);
    await b.page.getByRole('link', { name: 'Contact us' }).click();
    await b.page.waitForURL('**/contact');
    await b.page.getByRole('button', { name: 'Send message' }).click();
    await b.page.getByText('Write your message').waitFor();

    await b.page.getByLabel('Name').fill('Nora Visitor');
    await b.page.getByLabel('E-mail').fill('nora@example.test');
    await b.page.getByLabel('Subject').fill(subject);
    await b.page.getByLabel('Message').fill('How do commissions get paid out to publishers?');
    await b.page.getByRole('button', { name: 'Send message' }).click();
    await b.page.getByText('Message sent').waitFor();

    await b.page.goto(`${b.baseUrl}/dev/mailbox?to=support@atlas.localhost`);
    await b.page.getByText(`Contact: ${subject}`).waitFor();
    await expect(b.page.locator('body').textContent()).resolves.toContain(
      'Reply-To Nora Visitor <nora@example.test>',
    );
  });
});

describe('contact details', () => {
  it('a partner saves an instant-messaging contact after fixing the handle', async () => {
    await b.page.goto(`${b.baseUrl}/sign-in`);
    await signIn('partner@demo.test', 'demo-pass-1');
    await b.page.waitForURL('**/partner/**');
    await chooseAccountItem(b.page, 'Account', '**/partner/account');
    const card = b.page.getByTestId('im-contact');
    await chooseOption(card.getByRole('combobox'), 'Telegram');
    await card.getByLabel('Handle').fill('ab');
    await card.getByRole('button', { name: 'Save contact' }).click();
    await card.getByText('A Telegram username has 5 to 32 letters').waitFor();

    await card.getByLabel('Handle').fill('atlas_partner');
    await card.getByRole('button', { name: 'Save contact' }).click();
    await b.page.getByText('Contact details saved').waitFor();
    await b.page.reload();
    await expect(b.page.getByTestId('im-contact').getByLabel('Handle').inputValue()).resolves.toBe(
      '@atlas_partner',
    );
  });
});
