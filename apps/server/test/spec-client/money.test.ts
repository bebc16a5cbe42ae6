import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublisherBilling } from '../support/billings';
import { call } from '../support/call';
import { createUser } from '../support/factories';
import { createTestApp, type TTestApp } from '../support/test-app';

// Spec 2.2: "unitPrice and netValue, each prefixed with the currency symbol of the marketplace";
// "'Net Total:' (netTotal) and 'Invoice Total:' (invoiceTotal), with the currency symbol". A
// client that prints the symbol and the field must print $25.50, so the field is 25.5.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the statement's money, as the spec's client prints it", () => {
  it('carries the amounts in the currency’s major unit', async () => {
    const { user, token } = await createUser(t, 'publisher');
    const statement = await insertPublisherBilling(t, user.id, { amountMinor: 2550 });
    const answer = await call(t.app, {
      method: 'GET',
      path: 'finance/publisher/billings/invoice',
      token,
      query: { billingId: statement.id },
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data as Record<string, unknown>;
    for (const field of ['unitPrice', 'netValue', 'netTotal', 'invoiceTotal']) {
      expect({ field, value: data[field] }).toEqual({ field, value: 25.5 });
      expect(`$${data[field]}`).not.toBe('$2550');
    }
  });
});
