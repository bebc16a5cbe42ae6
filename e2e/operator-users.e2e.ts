import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { chooseOption } from './support/select';

// Golden path of the console's users (issue 13): the demo admin adds a support operator, the
// support operator signs in and finds Users read-only, the admin disables it, and the audit
// log shows the add and the disable with the operator before and after.
const b = useBrowser();

async function signIn(page: typeof b.page, email: string, password: string) {
  await page.goto(`${b.adminUrl}/operator/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe("the console's users", () => {
  it('an admin adds a support operator who reads only, disables it, and the audit log shows both', async () => {
    const email = `sam-${Date.now()}@example.test`;
    await signIn(b.page, 'admin@demo.test', 'demo-pass-1');
    // The console opens on its summary.
    await b.page.getByRole('heading', { name: 'Summary', level: 1 }).waitFor();
    await b.page.getByText('Publishers to review').waitFor();
    await b.page.getByTestId('operator-role').getByText(/Admin/).waitFor();

    await b.page.getByRole('menuitem', { name: 'Users' }).click();
    await b.page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await b.page.getByRole('button', { name: 'Add operator' }).click();
    const dialog = b.page.getByRole('dialog', { name: 'Add an operator' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Name').fill('Sam Sample');
    await chooseOption(dialog.getByLabel('Role'), 'Support (read only)');
    // the shared password rule, on the client first
    await dialog.getByLabel('First password').fill('short');
    await dialog.getByRole('button', { name: 'Add operator' }).click();
    await dialog.getByText('Password must be at least 8 characters').waitFor();
    await dialog.getByLabel('First password').fill('sam-pass-1');
    await dialog.getByRole('button', { name: 'Add operator' }).click();
    await b.page.locator('.ant-message').getByText(`${email} added`).waitFor();

    // The support operator signs in elsewhere: Users is there, its buttons are not for it.
    const other = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    });
    try {
      const support = await (await other.newContext({ viewport: { width: 1360, height: 860 } })).newPage();
      await signIn(support, email, 'sam-pass-1');
      await support
        .getByTestId('operator-role')
        .getByText(/Support, read only/)
        .waitFor();
      await support.getByRole('menuitem', { name: 'Users' }).click();
      await support.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
      await support.getByText(email).waitFor();
      expect(await support.getByRole('button', { name: 'Add operator' }).isDisabled()).toBe(true);
      expect(await support.getByRole('button', { name: `Disable ${email}` }).isDisabled()).toBe(true);
      expect(await support.getByRole('button', { name: `Edit ${email}` }).isDisabled()).toBe(true);

      // The admin disables it, after a confirmation.
      await b.page.getByLabel('Search operators').fill(email);
      await b.page.getByLabel('Search operators').press('Enter');
      await b.page.waitForURL(/search=/);
      await b.page.getByRole('button', { name: `Disable ${email}` }).click();
      await b.page.locator('.ant-popconfirm').getByRole('button', { name: 'Disable' }).click();
      await b.page.locator('.ant-message').getByText(`${email} is disabled`).waitFor();
      await b.page.getByRole('button', { name: `Enable ${email}` }).waitFor();

      // Its session ended: the next call sends it back to sign in.
      await support.reload();
      await support.waitForURL(/\/operator\/login/);
    } finally {
      await other.close();
    }

    // The audit log: the disable on top, the add below it.
    await b.page.getByRole('menuitem', { name: 'Audit log' }).click();
    await b.page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const rows = b.page.locator('tbody tr.ant-table-row');
    await rows.first().getByText('POST users/{id}/disable').waitFor();
    await rows.nth(1).getByText('POST users', { exact: true }).waitFor();
    await rows
      .first()
      .getByRole('button', { name: /expand/i })
      .click();
    const changed = b.page.locator('dd[data-changed="true"]');
    await changed.first().waitFor();
    expect(await changed.allTextContents()).toEqual(expect.arrayContaining(['Yes', 'No']));

    // Filtered by the operator who made them, in the address.
    await chooseOption(b.page.getByLabel('Operator', { exact: true }), 'admin@demo.test');
    await b.page.waitForURL(/operatorId=/);
    await rows.first().getByText('POST users/{id}/disable').waitFor();
  });

  it("an admin trying to disable itself reads the server's refusal, and stays enabled", async () => {
    await signIn(b.page, 'admin@demo.test', 'demo-pass-1');
    await b.page.getByRole('heading', { name: 'Summary', level: 1 }).waitFor();
    await b.page.getByRole('menuitem', { name: 'Users' }).click();
    await b.page.getByLabel('Search operators').fill('admin@demo.test');
    await b.page.getByLabel('Search operators').press('Enter');
    await b.page.waitForURL(/search=/);
    await b.page.getByRole('button', { name: 'Disable admin@demo.test' }).click();
    await b.page.locator('.ant-popconfirm').getByRole('button', { name: 'Disable' }).click();
    await b.page.locator('.ant-message').getByText('You cannot disable yourself').waitFor();
    await b.page.locator('.ant-popconfirm').waitFor({ state: 'hidden' });
    await b.page.getByRole('button', { name: 'Disable admin@demo.test' }).waitFor();
  });
});
