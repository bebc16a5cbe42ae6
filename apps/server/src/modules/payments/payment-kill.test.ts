import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPrefix, userAuthHeader } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { insertSellerBilling } from '../../../test/support/billings';
import { createSeller } from '../../../test/support/factories';
import { startFakePayPal } from '../../../test/support/fake-paypal';
import { payWithPayPal } from '../../../test/support/payments';
import { freePort, spawnedServers } from '../../../test/support/spawned-server';
import type { TTestApp } from '../../../test/support/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { paymentEvents, payments, sellerBillings } from '../../db/schema';

// A server SIGKILLed between PayPal's capture and our bookkeeping: at restart the payment is
// reconciled from PayPal's order and ends `completed` exactly once, its billing `paid`.
const dataDir = mkdtempSync(join(tmpdir(), 'atlas-payment-kill-'));
const servers = spawnedServers();

afterAll(() => {
  servers.killAll();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed during a capture', () => {
  it('books the capture from PayPal at restart, once', { timeout: 90_000 }, async () => {
    const fake = await startFakePayPal();
    const port = await freePort();
    const env = { ...fake.env(), DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };

    // The seller, its billing and its approved PayPal order, written by the app in this process.
    const database = await openDatabase({ dataDir });
    await migrateDatabase(database.db);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
    const app = await buildApp({ config, db: database.db, webDist: false });
    const t = { app, database, config, clock: { now: new Date(), advance: () => {} } } as unknown as TTestApp;
    const seller = await createSeller(t);
    const billing = await insertSellerBilling(t, seller.user.id);
    const order = (await payWithPayPal(t, seller.token, [billing.id], 1200)).body.data;
    fake.approve(order.orderId!);
    await app.close();
    await database.close();

    // PayPal captures but its answer never arrives: the server dies waiting for it.
    fake.hangCaptures();
    const first = await servers.start(env);
    const captureArrived = fake.nextCapture();
    const base = `http://127.0.0.1:${port}${apiPrefix}`;
    const headers = { [userAuthHeader]: `Bearer ${seller.token}`, 'content-type': 'application/json' };
    fetch(`${base}finance/seller/payment/paypal/orders/capture`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ orderId: order.orderId }),
    }).catch(() => {});
    await captureArrived;
    await first.stop('SIGKILL');
    fake.recover();
    const captureId = fake.orders.get(order.orderId!)!.capture!.id;

    // Restarted: the reconcile at start reads the order from PayPal and books it.
    const second = await servers.start(env);
    const lookup = `${base}finance/seller/payment/paypal/orders/captures/${captureId}`;
    let status = 'not booked';
    for (let i = 0; i < 200 && status === 'not booked'; i += 1) {
      const answer = await fetch(lookup, { headers });
      if (answer.status === 200) {
        status = ((await answer.json()) as { data: { payment: { status: string } } }).data.payment.status;
      } else {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    expect(status).toBe('completed');
    await second.stop('SIGTERM');
    await fake.close();

    const after = await openDatabase({ dataDir });
    const [payment] = await after.db.select().from(payments).where(eq(payments.id, order.id));
    const [row] = await after.db.select().from(sellerBillings).where(eq(sellerBillings.id, billing.id));
    const events = await after.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, order.id));
    await after.close();
    expect(payment).toMatchObject({ status: 'completed', providerCaptureId: captureId, chargeMinor: 1291 });
    expect(row).toMatchObject({ status: 'paid', paymentId: order.id });
    expect(events).toHaveLength(1);
    // one capture sent to PayPal in all: the restart read the order, it did not capture again
    expect(fake.requests.filter((r) => r.path.endsWith('/capture'))).toHaveLength(1);
  });
});
