import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client';

// The payments golden path pays billings, so it runs on a server of its own (the demo's other
// tests keep their unpaid and overdue billings): the built app on a fresh data folder, seeded,
// stopped, given two more unpaid US billings of the demo seller (for the merged payment), and
// started again.

const root = join(import.meta.dirname, '..', '..');

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function start(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const deadline = Date.now() + 150_000;
  while (!output.includes('is running')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the payments server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return child;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

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
  await stop(await start(dataDir, port));
  await addUnpaidBillings(dataDir);
  const child = await start(dataDir, port);
  return {
    baseUrl: `http://localhost:${port}`,
    adminUrl: `http://admin.localhost:${port}`,
    close: async () => {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
