import { randomUUID } from 'node:crypto';
import { sellerPaymentCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { sellerBillings } from '../../src/db/schema';
import { callOf } from './call';
import type { TTestApp } from './test-app';

// Paying in tests: the calls a seller's browser makes, and the sandbox's approval page.

export const newRequestId = () => randomUUID();

export function payWithPayPal(
  t: TTestApp,
  token: string,
  billingIds: string[],
  amountMinor: number,
  requestId = newRequestId(),
) {
  return callOf(t.app, sellerPaymentCalls.createPayPalOrder, {
    token,
    body: { billingIds, amountMinor, requestId },
  });
}

export function capture(t: TTestApp, token: string, orderId: string) {
  return callOf(t.app, sellerPaymentCalls.capturePayPalOrder, { token, body: { orderId } });
}

/** Presses a button of a built-in sandbox's approval page; answers where it sends the seller. */
export async function pressSandbox(t: TTestApp, approveUrl: string, button: 'approve' | 'cancel') {
  const page = new URL(approveUrl);
  const action =
    page.pathname === '/sandbox/paypal/checkoutnow'
      ? `/sandbox/paypal/checkoutnow/${page.searchParams.get('token')}/${button}`
      : `${page.pathname}/${button}`;
  const answer = await t.app.inject({ method: 'POST', url: action });
  return { status: answer.statusCode, location: String(answer.headers.location ?? '') };
}

export async function billingRow(t: TTestApp, id: string) {
  const [row] = await t.database.db.select().from(sellerBillings).where(eq(sellerBillings.id, id));
  return row!;
}

let monthsUsed = 0;
/** A month not billed yet in this test file ('2021-01-01', '2021-02-01', …): one billing per seller and month. */
export function freshMonth(): string {
  const index = monthsUsed++;
  return `${2021 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
