import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';
import { freePort, startApp } from './app-server';

// The payments golden path pays billings, so it runs on a server of its own (the demo's other
// tests keep their unpaid and overdue billings): the built app on a fresh data folder, seeded,
// stopped, given two more unpaid US billings of the demo seller (for the merged payment), and
// started again.

/** Two more closed, unpaid US months of the demo seller, written as the close writes them. */
async function addUnpaidBillings(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const months = ['2026-04-01', '2026-05-01'];
  for (const [index, month] of months.entries()) {
    const id = `bil_e2e_merged_${index}`;
    const total = 4_200 + index * 1_000;
    await database.db.execute(
      `insert into seller_billings (id, seller_id, country_code, currency, month, invoice_number, billing_date, closed_at, due_at, commission_minor, platform_fee_minor, total_minor)
       select '${id}', id, 'US', 'USD', '${month}', nextval('seller_invoice_numbers'), date '${month}' + interval '1 month', now(), now() + interval '10 days', ${total - 700}, 700, ${total}
       from users where email = 'seller@demo.test'`,
    );
    await database.db.execute(
      `insert into seller_billing_items (billing_id, publisher_id, asin, month, brand_name, commission_minor, platform_fee_minor, total_minor)
       values ('${id}', 'usr_e2e_publisher', 'B0E2E0000${index}', '${month}', 'Copper Kettle', ${total - 700}, 700, ${total})`,
    );
  }
  await database.close();
}

export async function startPaymentsServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-e2e-payments-'));
  const port = await freePort();
  await (await startApp(dataDir, port)).stop();
  await addUnpaidBillings(dataDir);
  const app = await startApp(dataDir, port);
  return {
    baseUrl: `http://localhost:${port}`,
    adminUrl: `http://admin.localhost:${port}`,
    output: app.output,
    close: async () => {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
