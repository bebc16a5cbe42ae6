import { apiPrefix, type TAssociateRowPage, type TEnvelope, userAuthHeader } from '@atlas/shared';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signIn } from './support/sign-in';

// Golden path of associates: the demo publisher (an associate through its US tag) uploads an
// earnings report as amazon.com exports it, sees the preview of its lines and problems, applies
// it and finds the lines; the demo seller sets an associate commission on a brand.
const b = useBrowser();

const pad = (n: number) => String(n).padStart(2, '0');

/** This month's report so far, as amazon.com writes it: BOM, title, quoted names, US dates, totals. */
function earningsCsv(asins: string[]): string {
  const now = new Date();
  const [y, m, d] = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
  const lines = [...asins, 'B0E2EUNKN1'].map(
    (asin, i) =>
      `Home,"Demo product ${i + 1}, e2e",${asin},Amazon.com,demodeals-20,${pad(m)}/${pad(d)}/${y},"1,000.00",1,0,"1,000.00",40.00,DESKTOP`,
  );
  const total = (lines.length * 1000).toLocaleString('en-US');
  return [
    `\uFEFFFee-Earnings reports from ${y}-${pad(m)}-01 to ${y}-${pad(m)}-${pad(d)}`,
    'Category,Name,ASIN,Seller,Tracking ID,Date Shipped,Price($),Items Shipped,Returns,Revenue($),Ad Fees($),Device Type Group',
    ...lines,
    `Total,,,,,,,${lines.length},0,"${total}.00",${lines.length * 40}.00,`,
  ].join('\r\n');
}

describe('associate reports', () => {
  it('uploads an earnings report, previews it, applies it and sees its lines', async () => {
    await signIn(b, 'publisher@demo.test', 'publisher');
    // Two ASINs the demo seller sells, read from the demo's own applied report.
    const token = await b.page.evaluate(() => localStorage.getItem(`${location.hostname}_userToken`));
    const response = await b.page.request.get(
      `${b.baseUrl}${apiPrefix}publisher/associate/report/list?matched=true&pageSize=2`,
      { headers: { [userAuthHeader]: `Bearer ${token}` } },
    );
    const matched = ((await response.json()) as TEnvelope<TAssociateRowPage>).data.items.map((r) => r.asin);
    expect(matched).toHaveLength(2);

    await b.page.getByRole('menuitem', { name: 'Associate reports' }).click();
    await b.page.getByRole('heading', { name: 'Associate reports', level: 1 }).waitFor();
    await b.page.locator('input[type=file]').setInputFiles({
      name: 'Fee-Earnings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(earningsCsv(matched)),
    });
    const preview = b.page.getByTestId('associate-upload-preview');
    await preview.getByText('Preview of Fee-Earnings.csv').waitFor();
    await preview.getByRole('cell', { name: 'B0E2EUNKN1' }).waitFor();
    await preview
      .getByText('No seller on Affiliate Atlas sells this ASIN in this marketplace')
      .first()
      .waitFor();
    await b.page.getByRole('button', { name: 'Apply 3 lines' }).click();
    await preview.getByText('Applied Fee-Earnings.csv').waitFor();

    await b.page.getByRole('tab', { name: 'Uploads' }).click();
    const upload = b.page.getByRole('row').filter({ hasText: 'Fee-Earnings.csv' }).first();
    await upload.getByText('applied').waitFor();
    await upload.getByRole('button', { name: 'Show the lines of Fee-Earnings.csv' }).click();
    await b.page.getByRole('cell', { name: 'B0E2EUNKN1' }).waitFor();
    expect(await b.page.getByRole('cell', { name: matched[0] as string }).count()).toBeGreaterThan(0);
  });

  it('lets the seller set an associate commission on a brand and see its history', async () => {
    await signIn(b, 'seller@demo.test', 'seller');
    await b.page.getByRole('menuitem', { name: 'Associated publishers' }).click();
    await b.page.getByRole('heading', { name: 'Associated publishers', level: 1 }).waitFor();
    await b.page.getByRole('row').filter({ hasText: 'Demo Publisher' }).first().waitFor();
    await b.page.getByRole('tab', { name: 'Brand rates' }).click();
    // The Publishers tab stays in the page, hidden: read the Brand rates tab's own first row.
    const row = b.page.getByRole('tabpanel', { name: 'Brand rates' }).getByRole('row').nth(1);
    await row.waitFor();
    const brand = ((await row.getByRole('cell').nth(1).textContent()) ?? '').trim();
    await row.getByRole('button', { name: `Set rate of ${brand}` }).click();
    const dialog = b.page.getByRole('dialog');
    await dialog.getByLabel('Associate commission').fill('0.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('between 1% and 50%').waitFor();
    await dialog.getByLabel('Associate commission').fill('4.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await b.page.getByText('Saved 1 associate commission').waitFor();
    await row.getByText('4.5%').waitFor();
    await row.getByRole('button', { name: `History of ${brand}` }).click();
    await b.page.getByRole('dialog').getByText('→ 4.5%').waitFor();
  });
});
