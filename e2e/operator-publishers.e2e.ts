import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { chooseOption } from './support/select';

// Golden path of the console's publishers and commission reports: the operator sets the demo
// publisher's associate standing, note and details, exports the publishers, finds all of it in
// the audit log, opens Commission reports, notes a row and exports the rows in the publisher's view.
const b = useBrowser();

async function signInOperator() {
  await b.page.goto(`${b.adminUrl}/operator/login`);
  await b.page.getByLabel('E-mail').fill('admin@demo.test');
  await b.page.getByLabel('Password').fill('demo-pass-1');
  await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('the console on publishers and commission reports', () => {
  it('sets the associate standing and a note, and exports the publishers', async () => {
    await signInOperator();
    await b.page.getByRole('menuitem', { name: 'Publishers' }).click();
    await b.page.getByRole('heading', { name: 'Publishers', level: 1 }).waitFor();
    await b.page.locator('.ant-segmented-item').getByText(/^All/).click();
    await b.page.getByLabel('Search publishers').fill('publisher@demo.test');
    await b.page.getByLabel('Search publishers').press('Enter');
    await b.page.waitForURL(/search=/);
    const row = b.page.getByTestId('publishers-table').locator('tbody tr.ant-table-row').first();
    await row.getByRole('button', { name: 'Demo Publisher' }).click();
    const drawer = b.page.getByRole('dialog');
    const standing = drawer.getByRole('region', { name: 'Operator standing' });

    // The demo opens with the publisher a verified associate; taken back and made one again.
    await chooseOption(standing.getByLabel('Associate status'), 'Unverified', { exact: true });
    await b.page.locator('.ant-message').getByText('Associate status: Unverified').waitFor();
    await row.getByText('Unverified').waitFor();
    await chooseOption(standing.getByLabel('Associate status'), 'Verified associate', { exact: true });
    await b.page.locator('.ant-message').getByText('Associate status: Verified associate').waitFor();
    await row.getByText('Verified associate').waitFor();

    const note = `Called on ${Date.now()}: wants a bigger rate on skillets`;
    await standing.getByLabel("Operators' note").fill(note);
    await standing.getByRole('button', { name: 'Save note' }).click();
    await b.page.locator('.ant-message').getByText('Note saved').waitFor();
    await standing.getByText(/^Saved .* by admin@demo\.test$/).waitFor();

    // The account's details edited from the drawer (the form the sellers' drawer shares), then put back.
    const details = drawer.getByRole('form', { name: 'Account details' });
    await details.getByLabel('Name').fill('Demo Publisher Renamed');
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByText('Details saved').waitFor();
    await drawer.locator('.ant-drawer-title').getByText('Demo Publisher Renamed', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Demo Publisher Renamed' }).waitFor();
    await details.getByLabel('Name').fill('Demo Publisher');
    await details.getByRole('button', { name: 'Save details' }).click();
    await drawer.locator('.ant-drawer-title').getByText('Demo Publisher', { exact: true }).waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();

    const [file] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^AffiliateAtlas_Publishers_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Publisher id,Name,E-mail,Account status,Review status,Review reason,Bank status,Associate status,Associates tags,Note,Created,Approved at',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',verified,');
    expect(lines[1]).toContain(note);

    // All of it in the audit log, newest first, filtered to publishers.
    await b.page.getByRole('menuitem', { name: 'Audit log' }).click();
    await b.page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await chooseOption(b.page.getByLabel('Target type'), 'Publisher', { exact: true });
    await b.page.waitForURL(/targetType=publisher/);
    const entries = b.page.locator('tbody tr.ant-table-row');
    await entries.first().getByText('GET publisher/export').waitFor();
    await entries.nth(1).getByText('PUT {userType}/details/{id}').waitFor();
    await entries.nth(2).getByText('PUT {userType}/details/{id}').waitFor();
    await entries.nth(3).getByText('PUT publisher/note').waitFor();
    await entries.nth(4).getByText('PUT publisher/associate').waitFor();
    await entries.nth(5).getByText('PUT publisher/associate').waitFor();
  });

  it('notes a commission report row and exports the rows in the publisher view', async () => {
    await signInOperator();
    await b.page.getByRole('menuitem', { name: 'Commission reports' }).click();
    await b.page.getByRole('heading', { name: 'Commission reports', level: 1 }).waitFor();
    await b.page
      .getByTestId('report-time-zone')
      .getByText(/Pacific/)
      .waitFor();
    const table = b.page.getByTestId('commission-reports-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    // the demo's two noted rows are found by the note filter
    await chooseOption(b.page.getByLabel('Notes'), 'With a note', { exact: true });
    await b.page.waitForURL(/note=true/);
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBeGreaterThanOrEqual(2);
    await chooseOption(b.page.getByLabel('Notes'), 'Without a note', { exact: true });
    await b.page.waitForURL(/note=false/);

    const first = table.locator('tbody tr.ant-table-row').first();
    await first.getByRole('button', { name: /^Add note \(to / }).click();
    const modal = b.page.getByRole('dialog', { name: 'Note on this row' });
    const text = `Seller disputes this day ${Date.now()}`;
    await modal.getByLabel('Note').fill(text);
    await modal.getByRole('button', { name: 'Save note' }).click();
    await b.page.locator('.ant-message').getByText('Note saved').waitFor();
    await chooseOption(b.page.getByLabel('Notes'), 'With a note', { exact: true });
    await table.getByText(text).waitFor();

    await chooseOption(b.page.getByLabel('Export view'), "Publisher's view (no fee, no cost)", {
      exact: true,
    });
    const [file] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^AffiliateAtlas_Commission_reports_publisher_US_.*\.csv$/);
    const lines = readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Id,Day,Marketplace,Currency,Seller id,Seller,Publisher id,Publisher,Brand,ASIN,Kind,Orders,Units,Sales,Commission rate %,Commission,Note',
    );
    expect(lines.some((line) => line.endsWith(`,${text}`))).toBe(true);
  });
});
