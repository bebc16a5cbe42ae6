import { marketplaceOf } from '@atlas/shared';
import { saveAssociateCommissions } from '../modules/associates/associate-commissions.service';
import { uploadAssociateReport } from '../modules/associates/associate-upload.service';
import type { TDeps } from '../platform/deps';
import { dayInZone } from '../platform/zoned-day';
import { demoPublisherEmail, demoSellerEmail } from './demo';
import { demoActor } from './demo-actor';
import { listFirstBrandIds, listFirstProductsIn } from './demo-catalogue.repository';

// The demo's associates: the demo seller pays associate commissions on its first brands (the
// demo publisher a little more on one), and the demo publisher, an associate through its US
// tag, has last month's Fee-Earnings report uploaded, a few lines of ASINs nobody here sells.
// Both go through the services the screens call.

const money = (minor: number) => (minor / 100).toFixed(2);
const header =
  'Category,Name,ASIN,Seller,Tracking ID,Date Shipped,Price($),Items Shipped,Returns,Revenue($),Ad Fees($),Device Type Group';
const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** The calendar month before `day` ('YYYY-MM-DD'): its first and last day. */
export function previousMonth(day: string): { first: string; last: string; year: number; month: number } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { first: `${year}-${pad(month)}-01`, last: `${year}-${pad(month)}-${pad(lastDay)}`, year, month };
}

type TDemoProduct = { asin: string; title: string; priceMinor: number | null };

/** The report as amazon.com exports it: title, header, lines (US dates), a totals line. */
export function demoEarningsCsv(
  items: TDemoProduct[],
  month: { year: number; month: number; first: string; last: string },
) {
  const unknown: TDemoProduct[] = [
    { asin: 'B0DEMOBK01', title: 'The Weekend Baker, Hardcover', priceMinor: 2499 },
    { asin: 'B0DEMOBK02', title: 'Trail Maps of the West, 2nd Edition', priceMinor: 1899 },
    { asin: 'B0DEMOCBL1', title: 'USB-C Cable, 6 ft, 2-Pack', priceMinor: 1199 },
  ];
  const lines: string[] = [];
  const totals = { shipped: 0, returns: 0, revenue: 0, fees: 0 };
  [...items, ...unknown].forEach((item, i) => {
    const price = item.priceMinor ?? 1999;
    const shipped = 1 + (i % 4);
    const returns = i % 5 === 3 ? 1 : 0;
    const revenue = price * (shipped - returns);
    const fees = Math.round(revenue * 0.04);
    const day = 1 + ((i * 7) % 28);
    const date = `${String(month.month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${month.year}`;
    const category = i >= items.length ? 'Books' : 'Home & Kitchen';
    lines.push(
      [
        category,
        quote(item.title),
        item.asin,
        'Amazon.com',
        'demodeals-20',
        date,
        quote(money(price)),
        shipped,
        returns,
        quote(money(revenue)),
        money(fees),
        i % 2 ? 'PHONE' : 'DESKTOP',
      ].join(','),
    );
    totals.shipped += shipped;
    totals.returns += returns;
    totals.revenue += revenue;
    totals.fees += fees;
  });
  const title = `Fee-Earnings reports from ${month.first} to ${month.last}`;
  const total = [
    'Total',
    '',
    '',
    '',
    '',
    '',
    '',
    totals.shipped,
    totals.returns,
    quote(money(totals.revenue)),
    money(totals.fees),
    '',
  ];
  return `\uFEFF${[title, header, ...lines, total.join(',')].join('\r\n')}\r\n`;
}

export async function seedDemoAssociates(deps: TDeps): Promise<void> {
  const seller = await demoActor(deps, demoSellerEmail, 'seller');
  const publisher = await demoActor(deps, demoPublisherEmail, 'publisher');
  if (!seller || !publisher) {
    return;
  }
  const brandIds = await listFirstBrandIds(deps.db, seller.userId, 3);
  const [firstBrandId] = brandIds;
  if (!firstBrandId) {
    return;
  }
  const rates = brandIds.map((brandId, i) => ({ brandId, commissionBp: 300 + i * 100 }));
  await saveAssociateCommissions(deps, seller, [
    ...rates,
    { brandId: firstBrandId, publisherId: publisher.userId, commissionBp: 600 },
  ]);
  const items = await listFirstProductsIn(deps.db, seller.userId, 'US', 12);
  const month = previousMonth(dayInZone(deps.now(), marketplaceOf('US').timeZone));
  const bytes = Buffer.from(demoEarningsCsv(items, month));
  await uploadAssociateReport(
    deps,
    publisher,
    { fileName: `Fee-Earnings-${month.first.slice(0, 7)}.csv`, bytes, declaredType: 'text/csv' },
    { countryCode: 'US', dryRun: false },
  );
}
