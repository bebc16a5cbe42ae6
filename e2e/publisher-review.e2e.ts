import { chromium } from 'playwright-core';
import { describe, it } from 'vitest';
import { registerActiveAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { chooseOption } from './support/select';

// Golden path of the publisher profile and its review: a new publisher fills its profile, its
// bank account and a W-9 with the signed PDF; an operator approves the publisher and its bank
// account from the console's queue; the publisher sees both approved.
const b = useBrowser();
const password = 'profile-pass-1';
const signedPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Chooses `option` in the Ant Design select labelled `label`, by typing it. */
async function choose(label: string, option: string) {
  await chooseOption(b.page.getByLabel(label, { exact: true }), option, { typed: option, exact: true });
}

describe('a new publisher', () => {
  it('fills its profile, bank account and W-9, and is approved from the console', async () => {
    const email = `ivy-${Date.now()}@example.test`;
    await registerActiveAccount(b.baseUrl, 'publisher', email, password, 'Ivy Ramirez');

    await b.page.goto(`${b.baseUrl}/sign-in`);
    await b.page.getByLabel('E-mail').fill(email);
    await b.page.getByLabel('Password').fill(password);
    await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await b.page.getByRole('menuitem', { name: 'Profile' }).click();
    await b.page.getByText('Your profile is being reviewed').waitFor();

    // What it promotes.
    await choose('Product categories', 'Electronics');
    await choose('Promotion methods', 'YouTube');
    await b.page.getByRole('button', { name: 'Save profile' }).click();
    await b.page.locator('.ant-message').getByText('Profile saved').waitFor();

    // Its bank account, shown masked once saved.
    await b.page.getByRole('tab', { name: 'Payment and tax' }).click();
    await b.page.waitForURL(/tab=payment/);
    await choose('Bank country', 'United States (US)');
    await b.page.getByLabel('Account holder').fill('Ivy Ramirez');
    await b.page.getByLabel('Bank name').fill('Cascade Credit Union');
    await b.page.getByLabel('Routing number (ABA)').fill('011000015');
    await b.page.getByLabel('Account number').fill('0012345678');
    await b.page.getByRole('button', { name: 'Save bank account' }).click();
    await b.page.locator('.ant-message').getByText('Bank account saved').waitFor();
    await b.page.getByText('•••• 5678').waitFor();

    // A W-9, then the signed form.
    await b.page.getByText('An individual', { exact: true }).click();
    await choose('Country of tax residence', 'United States (US)');
    await b.page.getByLabel('Name as shown on your income tax return').fill('Ivy Ramirez');
    await b.page.getByLabel('Street address').fill('12 Elm Street');
    await b.page.getByLabel('City or town').fill('Portland');
    await choose('State', 'OR');
    await b.page.getByLabel('ZIP code').fill('97201');
    await b.page.getByText('SSN', { exact: true }).click();
    await b.page.getByLabel('Social security number').fill('123-45-6789');
    await b.page.getByLabel('Your name, as your signature').fill('Ivy Ramirez');
    await b.page.getByRole('button', { name: 'Save tax details' }).click();
    await b.page.locator('.ant-message').getByText('Tax details saved').waitFor();
    await b.page.getByText('***-**-6789').waitFor();
    await b.page
      .locator('input[type=file]')
      .setInputFiles({ name: 'signed-w9.pdf', mimeType: 'application/pdf', buffer: signedPdf });
    await b.page.locator('.ant-message').getByText('Signed form received').waitFor();

    // The operator approves the publisher and its bank account from the queue.
    const console = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    });
    try {
      const operator = await (await console.newContext({ viewport: { width: 1360, height: 860 } })).newPage();
      await operator.goto(`${b.adminUrl}/operator/login`);
      await operator.getByLabel('E-mail').fill('admin@demo.test');
      await operator.getByLabel('Password').fill('demo-pass-1');
      await operator.getByRole('button', { name: 'Sign in', exact: true }).click();
      await operator.getByRole('menuitem', { name: 'Publishers' }).click();
      await operator.getByLabel('Search publishers').fill(email);
      await operator.getByLabel('Search publishers').press('Enter');
      await operator.waitForURL(/search=/);
      const rows = operator.getByTestId('publishers-table').locator('tbody tr.ant-table-row');
      const row = rows.filter({ hasText: email });
      await row.getByText('Bank to review').waitFor();
      await row.getByRole('button', { name: 'Ivy Ramirez' }).click();
      const drawer = operator.getByRole('dialog');
      await drawer.getByText('W-9, signed PDF uploaded').waitFor();
      await drawer.getByRole('button', { name: 'Approve bank details' }).click();
      await operator
        .getByRole('dialog', { name: 'Approve the bank details' })
        .getByRole('button', { name: 'Approve' })
        .click();
      await operator.locator('.ant-message').getByText('Bank details approved').waitFor();
      await drawer.getByRole('button', { name: 'Approve publisher' }).click();
      await operator
        .getByRole('dialog', { name: 'Approve the publisher' })
        .getByRole('button', { name: 'Approve' })
        .click();
      await operator.locator('.ant-message').getByText('Publisher approved').waitFor();
    } finally {
      await console.close();
    }

    // The publisher sees both decisions.
    await b.page.reload();
    await b.page.getByText('Your profile is approved').waitFor();
    await b.page.getByText('Approved', { exact: true }).first().waitFor();
  });
});
